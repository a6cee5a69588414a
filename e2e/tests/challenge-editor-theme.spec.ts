// The code editor as a learner sees and types in it (issue 14): every syntax colour is readable
// — at least 4.5:1 against the editor's background — on the light and the dark theme, and a theme
// switch recolours an open editor; typing `<h1>Olá</h1>` key by key leaves one `</h1>` (the editor
// had already closed the tag); a run whose code has a syntax error marks the line in the editor
// and says it under the editor, until the learner edits.
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { test } from '../fixtures/test-users';
import { VARIABLES, editorOf, pathOf } from '../support/challenge-page';
import { interpolate, texts } from '../support/locale';

const workspace = texts.challenges.workspace;
const HTML_CHALLENGE = pathOf('escreva-seu-primeiro-titulo');

/** Code with most kinds of token: tags, attributes, entities, comments, CSS and JavaScript. */
const SAMPLE = [
  '<!-- Cartão de apresentação -->',
  '<main class="cartao" id="principal" data-tema=\'claro\'>',
  '  <h1>Olá &amp; bem-vindo</h1>',
  '  <a href="https://www.ibge.gov.br" target="_blank">IBGE</a>',
  '  <input type="number" value="18" disabled />',
  '</main>',
  '<style>',
  '  .cartao > h1:hover { color: #1d4ed8; margin: 10px 2em; font-weight: bold !important; }',
  '  @media (min-width: 768px) { #principal { display: grid; } }',
  '</style>',
  '<script>',
  '  // Um comentário',
  '  const idade = 18, nome = `Ana ${idade}`, padrao = /^a+\\d?$/gi;',
  '  class Pessoa extends Object { static total = 0; #segredo = null; }',
  '  async function saudar(pessoa = {}) { return await Promise.resolve(true && !false); }',
  '  if (typeof nome === "string") { console.log(nome?.length ?? 0, undefined, NaN); }',
  '</script>',
].join('\n');

type TokenContrast = { text: string; color: string; ratio: number };

/** Every token's colour in the editor and its contrast against the editor's background. */
const tokenContrasts = (page: Page) =>
  page.evaluate<{ background: string; tokens: TokenContrast[] }>(`(() => {
    const root = document.querySelector('.code-editor').shadowRoot;
    const parse = (value) => value.match(/[\\d.]+/g).slice(0, 3).map(Number);
    const luminance = (rgb) => {
      const [r, g, b] = rgb.map((channel) => {
        const c = channel / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const background = getComputedStyle(root.querySelector('.cm-editor')).backgroundColor;
    const backgroundLuminance = luminance(parse(background));
    const tokens = [...root.querySelectorAll('.cm-content span')]
      .filter((span) => span.textContent.trim() !== '')
      .map((span) => {
        const color = getComputedStyle(span).color;
        const own = luminance(parse(color));
        const [light, dark] = own > backgroundLuminance ? [own, backgroundLuminance] : [backgroundLuminance, own];
        return { text: span.textContent, color, ratio: (light + 0.05) / (dark + 0.05) };
      });
    return { background, tokens };
  })()`);

const expectReadableTokens = async (page: Page) => {
  const { background, tokens } = await tokenContrasts(page);
  // The sample is highlighted: many tokens, in several colours.
  expect(tokens.length).toBeGreaterThan(40);
  expect(new Set(tokens.map((token) => token.color)).size).toBeGreaterThanOrEqual(7);
  const unreadable = tokens.filter((token) => token.ratio < 4.5);
  expect(unreadable, `fundo ${background}`).toEqual([]);
  return { background, colors: tokens.map((token) => token.color) };
};

/** Opens the HTML challenge and puts the sample in its editor (inserted at once, not typed). */
const openWithSample = async (page: Page) => {
  await page.goto(HTML_CHALLENGE);
  const editor = editorOf(page);
  await editor.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.insertText(SAMPLE);
  await expect(editor.locator('.cm-line')).toHaveCount(SAMPLE.split('\n').length);
  // Off the last line, so no line is the current one.
  await page.getByRole('heading', { level: 1 }).click();
};

test('dark theme: every token is at least 4.5:1 against the editor', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openWithSample(page);
  const { background } = await expectReadableTokens(page);
  // The dark theme's page background (--color-background in apps/web/src/styles/tokens.css).
  expect(background).toBe('rgb(18, 17, 31)');
});

test('light theme too; switching the theme recolours the open editor', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openWithSample(page);
  const light = await expectReadableTokens(page);
  expect(light.background).toBe('rgb(255, 255, 255)');

  // The user's theme setting, as the app applies it, while the editor is open.
  await page.evaluate("document.documentElement.dataset.theme = 'dark'");
  const dark = await expectReadableTokens(page);
  expect(dark.background).not.toBe(light.background);
  expect(dark.colors).not.toEqual(light.colors);
});

test('typing <h1>Olá</h1> key by key after the editor closed the tag leaves one </h1>', async ({
  page,
}) => {
  await page.goto(HTML_CHALLENGE);
  const editor = editorOf(page);
  await editor.click();
  for (const key of '<h1>Olá</h1>') await page.keyboard.type(key);
  const text = (await editor.innerText()).trim();
  expect(text).toBe('<h1>Olá</h1>');
  expect(text.match(/<\/h1>/g)).toHaveLength(1);

  // And on lines of their own: the closing tag typed by hand takes the editor's place.
  await page.keyboard.press('Enter');
  for (const key of '<p>') await page.keyboard.type(key);
  await page.keyboard.press('Enter');
  for (const key of 'Oi</p>') await page.keyboard.type(key);
  expect((await editor.innerText()).match(/<\/p>/g)).toHaveLength(1);
});

test('a syntax error: the run marks its line in the editor and says it, until the next edit', async ({
  page,
}) => {
  await page.goto(VARIABLES);
  const editor = editorOf(page);
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type("let nome = 'Ana';");
  await page.keyboard.press('Enter');
  await page.keyboard.type('let idade = ;');
  const lines = await editor.locator('.cm-line').allInnerTexts();
  const line = lines.findIndex((text) => text === 'let idade = ;') + 1;
  expect(line).toBeGreaterThan(0);

  await page.getByRole('button', { name: workspace.run }).click();
  const marked = editor.locator('.cm-problem-line');
  await expect(marked).toHaveCount(1);
  await expect(marked).toHaveText('let idade = ;');
  await expect(page.locator('.cm-gutterElement.cm-problem-gutter').first()).toBeVisible();
  const note = page
    .getByRole('status')
    .filter({ hasText: interpolate(workspace.syntaxError, { line }) });
  await expect(note).toBeVisible();

  // The first edit clears the mark and the note.
  await marked.click();
  await page.keyboard.press('End');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('18;');
  await expect(marked).toHaveCount(0);
  await expect(note).toBeHidden();
});
