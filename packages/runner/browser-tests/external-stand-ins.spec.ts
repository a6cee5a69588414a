// curriculum:test and these tests never depend on the internet (issue 14): a learner's page that
// shows a picture from another site gets a local stand-in in the test frame and the preview, and
// every other request to another site fails at once, as it would offline.
import { STAND_IN_IMAGE_HEIGHT, STAND_IN_IMAGE_WIDTH } from '../harness/external-stand-ins';
import { challengeWith, expect, file, page, test } from './harness-fixture';

const gallery = file(
  'index.html',
  page(
    '<h1>Praia de Iracema</h1>\n<img id="foto" src="https://imagens.exemplo.com.br/iracema.jpg" alt="A praia ao entardecer">',
    '<link rel="stylesheet" href="https://fontes.exemplo.com.br/estilo.css">',
  ),
);

test('an image from another site loads a local stand-in in the test frame', async ({ harness }) => {
  const result = await harness.runTests({
    challenge: challengeWith([
      "const foto = document.querySelector('#foto');\nassert.isTrue(foto.complete);\nassert.strictEqual(foto.naturalWidth, " +
        String(STAND_IN_IMAGE_WIDTH) +
        ');\nassert.strictEqual(foto.naturalHeight, ' +
        String(STAND_IN_IMAGE_HEIGHT) +
        ');',
    ]),
    files: [gallery],
  });
  expect(result.tests.map((entry) => [entry.pass, entry.err])).toEqual([[true, undefined]]);
});

test('the preview shows the stand-in too, and no request leaves the machine', async ({
  harness,
}) => {
  const external: string[] = [];
  harness.page.on('requestfinished', (request) => {
    const { hostname } = new URL(request.url());
    if (hostname.endsWith('exemplo.com.br')) external.push(request.url());
  });
  await harness.updatePreview({
    challenge: challengeWith([]),
    files: [gallery],
    previewKey: '/praia',
  });
  const picture = harness.preview.locator('#foto');
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(STAND_IN_IMAGE_WIDTH);
  // Only the picture was answered (by the stand-in); the stylesheet failed as offline.
  expect(external).toEqual(['https://imagens.exemplo.com.br/iracema.jpg']);
});
