// The challenge workspace on a laptop screen (issue 14): at 1280 × 800 the instructions, the editor
// and the results sit side by side and fill the window below the header — the page itself does
// not scroll — so after "Executar os testes" the failing test and why it failed, in Portuguese,
// are in view at once. The panes are resized with the keyboard and keep their size after a
// reload; on a 360 px phone the panes are still tabs.
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { test } from '../fixtures/test-users';
import { VARIABLES, editorOf, typeSolution } from '../support/challenge-page';
import { texts } from '../support/locale';

const workspace = texts.challenges.workspace;
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };

/** The document's height and the window's (the e2e project has no DOM types). */
const pageHeights = (page: Page) =>
  page.evaluate<[number, number]>('[document.scrollingElement.scrollHeight, window.innerHeight]');

const expectInsideWindow = async (page: Page, selector: ReturnType<Page['locator']>) => {
  const box = await selector.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(LAPTOP.height);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(LAPTOP.width);
};

test.describe('at 1280 × 800', () => {
  test.use({ viewport: LAPTOP });

  test('after a run the failing test and its Portuguese message are in view; the page does not scroll', async ({
    page,
  }) => {
    await page.goto(VARIABLES);
    await expect(editorOf(page)).toBeVisible();
    const [before, window] = await pageHeights(page);
    expect(before).toBeLessThanOrEqual(window);

    // A first try that is not right yet.
    await typeSolution(page, ["let nome = 'Ana';"]);
    await page.getByRole('button', { name: workspace.run }).click();
    await expect(page.getByText('Testes que passaram: 2 de 4.')).toBeVisible();

    const failed = page.locator('.challenge-tests__item[data-result="failed"]');
    await expect(failed).toHaveCount(2);
    const first = failed.first();
    const message = first.locator('.code-workspace__error');
    // The test's own text (the hint) first, then why it failed, in Portuguese.
    await expect(first).toContainText('Você deve criar a variável idade');
    await expect(message).toBeVisible();
    await expect(message).not.toHaveText(/expected|is not defined|AssertionError/);
    await expectInsideWindow(page, first);
    await expectInsideWindow(page, message);
    await expectInsideWindow(page, page.getByRole('button', { name: workspace.run }));

    const [after] = await pageHeights(page);
    expect(after).toBeLessThanOrEqual(LAPTOP.height);
  });

  test('a pane resized with the keyboard keeps its size after a reload', async ({ page }) => {
    await page.goto(VARIABLES);
    await expect(editorOf(page)).toBeVisible();
    const handle = page.getByRole('separator', { name: workspace.resize.instructionsAndCode });
    await expect(page.getByRole('separator')).toHaveCount(2);
    const instructions = page.getByRole('region', { name: workspace.paneRegions.instructions });
    const widthOf = async () => (await instructions.boundingBox())?.width ?? 0;
    const start = await widthOf();

    await handle.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(widthOf).toBeGreaterThan(start + 50);
    const resized = await widthOf();
    const value = await handle.getAttribute('aria-valuenow');

    await page.reload();
    await expect(editorOf(page)).toBeVisible();
    await expect(handle).toHaveAttribute('aria-valuenow', value ?? '');
    expect(Math.abs((await widthOf()) - resized)).toBeLessThanOrEqual(1);
  });
});

test('at 360 px the panes are still tabs, one at a time', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(VARIABLES);
  const tabs = page.getByRole('tablist', { name: workspace.panes.label });
  await expect(tabs).toBeVisible();
  await expect(tabs.getByRole('tab')).toHaveText([
    workspace.panes.instructions,
    workspace.panes.code,
    workspace.panes.console,
  ]);
  await expect(page.getByRole('separator')).toHaveCount(0);
  await tabs.getByRole('tab', { name: workspace.panes.code }).click();
  await expect(editorOf(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: texts.challenges.tests })).toBeHidden();
});
