// The challenge page as a learner uses it (issue 6, "Editor and page"): the whole loop with the
// keyboard alone, no axe-core violation (desktop and a 360 px phone, with a modal open too), the
// phone layout (one pane at a time behind tabs, a run shows tab 3, a reset asks first and shows
// tab 2, nothing wider than the screen), and the completion modal's way on.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test-users';
import {
  OPERATORS,
  VARIABLES,
  VARIABLES_SOLUTION,
  editorOf,
  finishReading,
  pathOf,
  pointsInHeader,
  READING,
  typeSolution,
} from '../support/challenge-page';
import { texts } from '../support/locale';
import { signInThroughApi } from '../support/sign-in';

const challenges = texts.challenges;
const workspace = challenges.workspace;
const HTML_CHALLENGE = pathOf('escreva-seu-primeiro-titulo');
const PHONE = { width: 360, height: 740 };

/** Is this element the one focused (inside the editor's shadow root too)? */
const isFocused = (locator: Locator) =>
  expect(locator)
    .toBeFocused({ timeout: 50 })
    .then(
      () => true,
      () => false,
    );

/** Presses Tab until `target` has the focus (a keyboard user's way there). */
const tabTo = async (page: Page, target: Locator, { most = 80 } = {}) => {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < most; presses += 1) {
    await page.keyboard.press('Tab');
    if (await isFocused(target)) return;
  }
  throw new Error(`${most} Tabs sem chegar em ${target.toString()}`);
};

const paneTabs = (page: Page) => page.getByRole('tablist', { name: workspace.panes.label });
const paneTab = (page: Page, name: string) =>
  paneTabs(page).getByRole('tab', { name, exact: true });

const expectNoAxeViolation = async (page: Page) => {
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(found).toEqual([]);
};

const scrollWidth = (page: Page) => page.evaluate<number>('document.scrollingElement.scrollWidth');

test('keyboard alone: finish the reading, write the solution, leave the editor with Esc then Tab, run, complete, go on', async ({
  page,
  enrolledStudent,
}) => {
  await signInThroughApi({ page, user: enrolledStudent });
  await page.goto(READING);
  await tabTo(page, page.getByRole('button', { name: challenges.completeAndContinue }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(VARIABLES);

  const editor = editorOf(page);
  await expect(editor).toBeVisible();
  await tabTo(page, editor);
  for (const line of VARIABLES_SOLUTION) {
    await page.keyboard.type(line);
    await page.keyboard.press('Enter');
  }
  // Tab indents inside the editor; Esc then Tab leaves it, to "Executar os testes".
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  const run = page.getByRole('button', { name: workspace.run });
  await expect(run).toBeFocused();
  // The focus is visible.
  expect(
    await page.evaluate<string>('getComputedStyle(document.activeElement).outlineStyle'),
  ).not.toBe('none');
  await page.keyboard.press('Enter');

  const tests = page.getByRole('list').filter({ hasText: 'Você deve criar a variável' });
  await expect(tests.locator('[data-result="passed"]')).toHaveCount(4);
  const done = page.getByRole('dialog', { name: challenges.completionModal.title });
  await expect(done).toBeVisible();
  await pointsInHeader(page, enrolledStudent.points + 20);
  const next = done.getByRole('link', { name: challenges.nextChallenge });
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(OPERATORS);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Faça contas com operadores' }),
  ).toBeVisible();
  await expect(done).toBeHidden();
});

test.describe('axe-core finds no violation', () => {
  test('desktop: a JavaScript challenge, with the help modal open too', async ({
    page,
    enrolledStudent,
  }) => {
    await signInThroughApi({ page, user: enrolledStudent });
    await finishReading(page, enrolledStudent.points);
    await expect(editorOf(page)).toBeVisible();
    await typeSolution(page, ["let nome = 'Ana';"]);
    await page.getByRole('button', { name: workspace.run }).click();
    await expect(page.getByText('Testes que passaram: 2 de 4.')).toBeVisible();
    await expectNoAxeViolation(page);

    await page.getByRole('button', { name: workspace.help }).click();
    await expect(page.getByRole('dialog', { name: challenges.helpModal.title })).toBeVisible();
    await expectNoAxeViolation(page);
  });

  test('desktop: a page challenge with its preview, as a visitor', async ({ page }) => {
    await page.goto(HTML_CHALLENGE);
    await expect(editorOf(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: workspace.panes.preview })).toBeVisible();
    await expectNoAxeViolation(page);
  });

  test('360 px: each pane of the challenge, and the shortcuts modal', async ({
    page,
    enrolledStudent,
  }) => {
    await page.setViewportSize(PHONE);
    await signInThroughApi({ page, user: enrolledStudent });
    await finishReading(page, enrolledStudent.points);
    await expect(paneTabs(page)).toBeVisible();
    await expectNoAxeViolation(page);
    await paneTab(page, workspace.panes.code).click();
    await expect(editorOf(page)).toBeVisible();
    await expectNoAxeViolation(page);
    await page.getByRole('button', { name: workspace.shortcuts }).click();
    await expect(page.getByRole('dialog', { name: challenges.shortcutsModal.title })).toBeVisible();
    await expectNoAxeViolation(page);
  });
});

test.describe('on a 360 × 740 phone', () => {
  test.use({ viewport: PHONE });

  test('one pane at a time: tabs switch panes, a run shows tab 3, reset asks and shows tab 2, nothing overflows', async ({
    page,
    enrolledStudent,
  }) => {
    await signInThroughApi({ page, user: enrolledStudent });
    await finishReading(page, enrolledStudent.points);

    // Tab 1: the instructions and the tests; the editor waits in tab 2.
    await expect(paneTabs(page).getByRole('tab')).toHaveText([
      workspace.panes.instructions,
      workspace.panes.code,
      workspace.panes.console,
    ]);
    await expect(paneTab(page, workspace.panes.instructions)).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('heading', { name: challenges.tests })).toBeVisible();
    await expect(editorOf(page)).toBeHidden();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);

    // Arrow keys move between the tabs.
    await paneTab(page, workspace.panes.instructions).focus();
    await page.keyboard.press('ArrowRight');
    await expect(paneTab(page, workspace.panes.code)).toBeFocused();
    await expect(editorOf(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: challenges.tests })).toBeHidden();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);

    // A run shows tab 3.
    await typeSolution(page, ["let nome = 'Ana';", "console.log('Olá,', nome);"]);
    await page.getByRole('button', { name: workspace.run }).click();
    await expect(paneTab(page, workspace.panes.console)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Testes que passaram: 2 de 4.')).toBeVisible();
    await expect(page.locator('.code-workspace__console')).toHaveText('Olá, Ana');
    await expect(editorOf(page)).toBeHidden();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);

    // Back on tab 1 the tests are marked.
    await paneTab(page, workspace.panes.instructions).click();
    const tests = page.getByRole('list').filter({ hasText: 'Você deve criar a variável' });
    await expect(tests.locator('[data-result="failed"]')).toHaveCount(2);

    // Reset asks first; confirmed, it shows tab 2 with the starting code.
    await paneTab(page, workspace.panes.code).click();
    await page.getByRole('button', { name: workspace.reset }).click();
    const dialog = page.getByRole('dialog', { name: challenges.resetModal.title });
    await dialog.getByRole('button', { name: challenges.resetModal.cancel }).click();
    await expect(editorOf(page)).toContainText('console.log');
    await paneTab(page, workspace.panes.console).click();
    await paneTab(page, workspace.panes.code).click();
    await page.getByRole('button', { name: workspace.reset }).click();
    await dialog.getByRole('button', { name: challenges.resetModal.confirm }).click();
    await expect(dialog).toBeHidden();
    await expect(paneTab(page, workspace.panes.code)).toHaveAttribute('aria-selected', 'true');
    await expect(editorOf(page)).toBeVisible();
    await expect(editorOf(page)).not.toContainText('console.log');
    await expect(page.getByText(workspace.attempts_zero)).toBeVisible();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);

    // The solution: the completion modal fits the phone, and "Próximo desafio" goes on.
    await typeSolution(page, VARIABLES_SOLUTION);
    await page.getByRole('button', { name: workspace.run }).click();
    const done = page.getByRole('dialog', { name: challenges.completionModal.title });
    await expect(done).toBeVisible();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await done.getByRole('link', { name: challenges.nextChallenge }).click();
    await expect(page).toHaveURL(OPERATORS);
    await expect(done).toBeHidden();
  });

  test('a page challenge has tab 4, the preview', async ({ page }) => {
    await page.goto(HTML_CHALLENGE);
    await expect(paneTabs(page).getByRole('tab')).toHaveCount(4);
    await paneTab(page, workspace.panes.preview).click();
    await expect(page.getByRole('tabpanel', { name: workspace.panes.preview })).toBeVisible();
    await expect(editorOf(page)).toBeHidden();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  });
});
