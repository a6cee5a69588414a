// The preview frame: links that would take the frame away are blocked (in-page anchors work,
// http(s) links never open inside it), form submission is blocked with an alert naming the
// target, and the scroll position is restored when the preview is rebuilt for the same page.
import { FORM_BLOCKED_MESSAGE, LINK_BLOCKED_MESSAGE } from '../src/limits';
import type { HarnessWindow } from '../harness/harness-window';
import { expect, file, page, test, type HarnessPage } from './harness-fixture';

const challenge = { id: 'desafio-de-teste', challengeType: 0 };

const showPreview = (harness: HarnessPage, body: string, previewKey = '/learn/previa') =>
  harness.updatePreview({ challenge, files: [file('index.html', page(body))], previewKey });

/** The preview frame's own state (its document, where it is scrolled). */
const readFrame = (harness: HarnessPage) =>
  harness.preview.locator('html').evaluate(() => ({
    marker: document.querySelector('#marca')?.textContent ?? null,
    scrollY: window.scrollY,
    hash: window.location.hash,
  }));

test('a link to another page of the project is blocked: the frame keeps its page', async ({
  harness,
}) => {
  await showPreview(
    harness,
    '<h1 id="marca">Página 1</h1>\n<a href="outra-pagina.html">Outra página</a>',
  );
  const before = await readFrame(harness);
  await harness.preview.getByRole('link', { name: 'Outra página' }).click();
  await harness.page.waitForTimeout(300);
  expect(await readFrame(harness)).toEqual(before);
  await expect(harness.preview.locator('#marca')).toHaveText('Página 1');
  // The note, if the runner gives one, names the link.
  const lines = await harness.readConsole();
  for (const line of lines.filter((entry) => entry.startsWith(LINK_BLOCKED_MESSAGE))) {
    expect(line).toContain('outra-pagina.html');
  }
});

test('an in-page anchor link scrolls to its target', async ({ harness }) => {
  await showPreview(
    harness,
    '<h1 id="marca">Topo</h1>\n<a href="#fim">Ir para o fim</a>\n<div style="height: 3000px"></div>\n<h2 id="fim">Fim</h2>',
  );
  await harness.preview.getByRole('link', { name: 'Ir para o fim' }).click();
  await expect.poll(async () => (await readFrame(harness)).scrollY).toBeGreaterThan(1000);
  expect(await readFrame(harness)).toMatchObject({ marker: 'Topo' });
});

test('an http(s) link is never followed inside the frame', async ({ harness }) => {
  // A tab it may open elsewhere is closed at once (no network here).
  harness.page.context().on('page', (popup) => void popup.close());
  await showPreview(
    harness,
    '<h1 id="marca">Meu site</h1>\n<a href="https://example.com/">Site externo</a>\n<a href="http://example.com/">Sem https</a>',
  );
  await harness.preview.getByRole('link', { name: 'Site externo' }).click();
  await harness.preview.getByRole('link', { name: 'Sem https' }).click();
  await harness.page.waitForTimeout(300);
  await expect(harness.preview.locator('#marca')).toHaveText('Meu site');
  const frameUrl = harness.page
    .frames()
    .find((frame) => frame !== harness.page.mainFrame())
    ?.url();
  expect(frameUrl).not.toContain('example.com');
});

test('a form submission is blocked with an alert naming where it would go', async ({ harness }) => {
  await showPreview(
    harness,
    '<h1 id="marca">Contato</h1>\n<form action="/enviar-mensagem" method="post">\n<label>Nome <input name="nome" value="Ana" /></label>\n<button type="submit">Enviar</button>\n</form>',
  );
  const alerts: { type: string; message: string }[] = [];
  harness.page.on('dialog', (dialog) => {
    alerts.push({ type: dialog.type(), message: dialog.message() });
    void dialog.accept();
  });
  await harness.preview.getByRole('button', { name: 'Enviar' }).click();
  await expect.poll(() => alerts.length).toBe(1);
  expect(alerts[0]?.type).toBe('alert');
  expect(alerts[0]?.message).toContain(FORM_BLOCKED_MESSAGE.trim());
  expect(alerts[0]?.message).toContain('/enviar-mensagem');
  await expect(harness.preview.locator('#marca')).toHaveText('Contato');
});

test('the scroll position is restored after a rebuild of the same page, not for another', async ({
  harness,
}) => {
  const tall = (title: string) =>
    `<h1 id="marca">${title}</h1>\n<div style="height: 4000px">conteúdo</div>\n<p>fim</p>`;
  await showPreview(harness, tall('Versão 1'), '/learn/pagina-longa');
  await harness.preview.locator('html').evaluate(() => window.scrollTo(0, 800));
  // The frame reports where it is (it may wait a little before telling).
  await harness.page.waitForTimeout(400);

  await showPreview(harness, tall('Versão 2'), '/learn/pagina-longa');
  await expect(harness.preview.locator('#marca')).toHaveText('Versão 2');
  await expect.poll(async () => (await readFrame(harness)).scrollY).toBe(800);

  await showPreview(harness, tall('Outro desafio'), '/learn/outro-desafio');
  await expect(harness.preview.locator('#marca')).toHaveText('Outro desafio');
  expect((await readFrame(harness)).scrollY).toBe(0);
});

test('a frame just put in the page (still about:blank) gets the preview too', async ({
  harness,
}) => {
  // A page mounting its preview frame and asking for the preview at once, as the challenge page
  // does: the frame's first (about:blank) load must not take the runner's message.
  await harness.page.evaluate(
    async ({ challenge, files }) => {
      const frame = document.createElement('iframe');
      frame.id = 'nova-previa';
      document.body.append(frame);
      const harnessWindow = window as unknown as HarnessWindow;
      await harnessWindow.escolaRunner.updatePreview({
        frame,
        challenge,
        files,
        previewKey: '/learn/nova',
      });
    },
    { challenge, files: [file('index.html', page('<h1 id="marca">Nova</h1>'))] },
  );
  await expect(
    harness.page.frameLocator('#nova-previa').frameLocator('iframe').locator('#marca'),
  ).toHaveText('Nova');
});
