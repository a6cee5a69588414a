// A page challenge on the real built app, as a visitor: the preview frame shows the starting page
// at once, follows the code a moment after the learner stops typing, and the tests run against the
// page in sandboxed frames; the console shows what the page printed. Both keep working when the
// connection drops after the page opened.
import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures/test-users';
import { editorOf, pathOf } from '../support/challenge-page';
import { texts } from '../support/locale';

const DOM_CHALLENGE = pathOf('mostre-e-esconda-uma-resposta');
const workspace = texts.challenges.workspace;

/** Opens the challenge; its preview (the learner's page, inside the frame host) shows the seed. */
const openWithPreview = async (page: Page) => {
  await page.goto(DOM_CHALLENGE);
  const preview = page
    .frameLocator(`iframe[title="${workspace.previewFrame}"]`)
    .frameLocator('iframe');
  await expect(preview.locator('h1')).toHaveText('Perguntas frequentes');
  return preview;
};

/** Types a line at the end of script.js. */
const appendToScript = async (page: Page, line: string) => {
  await page.getByRole('tab', { name: 'script.js' }).click();
  await editorOf(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(line);
};

test('the preview shows the page, follows the code after a pause, and the tests run against it', async ({
  page,
}) => {
  const preview = await openWithPreview(page);

  await appendToScript(page, "document.querySelector('h1').textContent = 'Dúvidas';");
  await page.keyboard.press('Enter');
  await page.keyboard.type("console.log('página pronta');");
  // The preview waits for the pause (700 ms), then shows the new page.
  await expect(preview.locator('h1')).toHaveText('Dúvidas');

  await page.getByRole('button', { name: workspace.run }).click();
  const tests = page.locator('.challenge-tests__item');
  await expect(tests.first()).toHaveAttribute('data-result', 'passed');
  await expect(page.locator('.challenge-tests__item[data-result="failed"]')).toHaveCount(3);
  await expect(page.locator('.code-workspace__console')).toHaveText('página pronta');
});

test('with the connection gone after the page opened, the preview still follows the code and the tests still run', async ({
  page,
  context,
}) => {
  const preview = await openWithPreview(page);

  await context.setOffline(true);
  await appendToScript(page, "document.querySelector('h1').textContent = 'Sem conexão';");
  await expect(preview.locator('h1')).toHaveText('Sem conexão');

  await page.getByRole('button', { name: workspace.run }).click();
  await expect(page.locator('.challenge-tests__item').first()).toHaveAttribute(
    'data-result',
    'passed',
  );
  await expect(page.locator('.challenge-tests__item[data-result="failed"]')).toHaveCount(3);
});

test('a certification project shows its finished example in the project-preview frame', async ({
  page,
}) => {
  await page.goto(pathOf('agencia-de-viagens'));
  await page.getByRole('button', { name: texts.challenges.projectPreview.open }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const example = dialog
    .frameLocator(`iframe[title="${texts.challenges.projectPreview.frame}"]`)
    .frameLocator('iframe');
  await expect(example.locator('h1').first()).toBeVisible();
  await expect(example.locator('body')).not.toBeEmpty();
});
