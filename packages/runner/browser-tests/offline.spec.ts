// The connection drops in the middle of a lesson: a challenge with a page keeps its preview and
// its tests (their frames are opened by frame hosts loaded while the page was online, and React is
// downloaded once); only a host that never came says what is missing.
import { FRAME_HOST_UNAVAILABLE_MESSAGE } from '../src/limits';
import type { HarnessWindow } from '../harness/harness-window';
import { challengeWith, expect, file, page, test } from './harness-fixture';

const html = (body: string) => file('index.html', page(body));

test('offline after the page opened: the preview rebuilds and the tests run', async ({
  harness,
}) => {
  const challenge = challengeWith([
    "assert.strictEqual(document.querySelector('h1')?.textContent, 'Sem rede');",
    "assert.strictEqual(getComputedStyle(document.querySelector('h1')).color, 'rgb(0, 128, 0)');",
  ]);
  await harness.updatePreview({ challenge, files: [html('<h1>Antes</h1>')], previewKey: '/a' });
  await expect(harness.preview.locator('h1')).toHaveText('Antes');

  await harness.page.context().setOffline(true);
  const files = [
    html('<link rel="stylesheet" href="styles.css">\n<h1>Sem rede</h1>'),
    file('styles.css', 'h1 { color: green; }'),
  ];
  const { consoleLines } = await harness.updatePreview({ challenge, files, previewKey: '/a' });
  expect(consoleLines).toEqual([]);
  await expect(harness.preview.locator('h1')).toHaveText('Sem rede');
  const result = await harness.runTests({ challenge, files });
  expect(result.tests.map((entry) => [entry.pass, entry.err])).toEqual([
    [true, undefined],
    [true, undefined],
  ]);
});

test('offline after the preview showed a React page: React tests still run', async ({
  harness,
}) => {
  const app = (text: string) =>
    file(
      'index.jsx',
      `import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<p>${text}</p>);`,
    );
  const shell = html('<div id="root"></div>\n<script type="module" src="index.jsx"></script>');
  const challenge = challengeWith(
    [
      "await new Promise((resolve) => setTimeout(resolve, 50));\nassert.strictEqual(document.querySelector('#root p')?.textContent, 'Sem rede');",
    ],
    { challengeType: 6 },
  );
  await harness.updatePreview({ challenge, files: [shell, app('Antes')], previewKey: '/r' });
  await expect(harness.preview.locator('#root p')).toHaveText('Antes');

  await harness.page.context().setOffline(true);
  const result = await harness.runTests({ challenge, files: [shell, app('Sem rede')] });
  expect(result.buildError).toBeUndefined();
  expect(result.tests[0]).toMatchObject({ pass: true });
});

test('a preview frame whose host never loaded says the connection is missing', async ({
  harness,
}) => {
  await harness.page.context().setOffline(true);
  const lines = await harness.page.evaluate(
    async ({ files }) => {
      const frame = document.createElement('iframe');
      document.body.append(frame);
      const shown: string[] = [];
      await (window as unknown as HarnessWindow).escolaRunner.updatePreview({
        frame,
        challenge: { id: 'desafio-de-teste', challengeType: 0 },
        files,
        previewKey: '/learn/sem-rede',
        onConsole: (line) => shown.push(line),
      });
      return shown;
    },
    { files: [html('<h1>Oi</h1>')] },
  );
  expect(lines).toEqual([FRAME_HOST_UNAVAILABLE_MESSAGE]);
});
