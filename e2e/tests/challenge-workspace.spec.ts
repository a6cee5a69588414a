// The learner's loop on the real built app: read the text and go on (completion recorded), type
// the solution of a JavaScript challenge, run the tests in the browser, pass, points go up, reload
// and it is still completed; the same with the connection cut before the completion is sent — it
// arrives once the browser is back online, exactly once.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test-users';
import {
  VARIABLES_SOLUTION,
  finishReading,
  pointsInHeader,
  typeSolution,
} from '../support/challenge-page';
import { interpolate, texts } from '../support/locale';
import { signInThroughApi } from '../support/sign-in';

const workspace = texts.challenges.workspace;

/** What the page keeps in local storage for later (the e2e project has no DOM types). */
const storedUpdates = (page: Page) =>
  page.evaluate<string | null>("window.localStorage.getItem('fcc-failed-updates')");

test('read, then solve a JavaScript challenge: tests pass, points go up, still done after reload', async ({
  page,
  enrolledStudent,
}) => {
  await signInThroughApi({ page, user: enrolledStudent });
  await finishReading(page, enrolledStudent.points);

  // A first try that is not right yet: the failing tests say why, the console shows the output.
  await typeSolution(page, ["let nome = 'Ana';", "console.log('Olá,', nome);"]);
  await page.getByRole('button', { name: workspace.run }).click();
  const tests = page.getByRole('list').filter({ hasText: 'Você deve criar a variável' });
  await expect(tests.locator('[data-result="passed"]')).toHaveCount(2);
  await expect(tests.locator('[data-result="failed"]')).toHaveCount(2);
  await expect(page.locator('.code-workspace__console')).toHaveText('Olá, Ana');
  await expect(page.getByText(interpolate(workspace.attempts_one, { count: 1 }))).toBeVisible();

  // The rest of the solution; Ctrl+Enter runs it from the editor.
  await typeSolution(page, ['let idade = 17;', 'idade = 18;']);
  await page.keyboard.press('Control+Enter');
  const done = page.getByRole('dialog', { name: texts.challenges.completionModal.title });
  await expect(done).toBeVisible();
  await expect(
    done.getByText(
      interpolate(texts.challenges.completionModal.points, { points: enrolledStudent.points + 20 }),
    ),
  ).toBeVisible();
  await expect(tests.locator('[data-result="passed"]')).toHaveCount(4);
  await pointsInHeader(page, enrolledStudent.points + 20);
  await done.getByRole('button', { name: texts.challenges.modalClose }).click();
  await expect(done).toBeHidden();

  await page.reload();
  await expect(page.getByText(workspace.alreadyCompleted)).toBeVisible();
  await pointsInHeader(page, enrolledStudent.points + 20);
});

test('a completion made offline is kept and arrives once the browser is back online', async ({
  page,
  context,
  enrolledStudent,
}) => {
  await signInThroughApi({ page, user: enrolledStudent });
  await finishReading(page, enrolledStudent.points);
  await expect(page.getByRole('textbox', { name: /Editor de código/ })).toBeVisible();

  await context.setOffline(true);
  await typeSolution(page, VARIABLES_SOLUTION);
  await page.getByRole('button', { name: workspace.run }).click();
  await expect(page.getByRole('alert').filter({ hasText: workspace.submitFailed })).toBeVisible();
  const stored = await storedUpdates(page);
  expect(JSON.parse(stored ?? '[]')).toHaveLength(1);

  await context.setOffline(false);
  await pointsInHeader(page, enrolledStudent.points + 20);
  await expect.poll(() => storedUpdates(page)).toBeNull();

  // Exactly once: a reload fetches the user again and the points stay.
  await page.reload();
  await expect(page.getByText(workspace.alreadyCompleted)).toBeVisible();
  await pointsInHeader(page, enrolledStudent.points + 20);
});

test('an endless loop never freezes the page: the tests time out and the page keeps answering', async ({
  page,
  enrolledStudent,
}) => {
  await signInThroughApi({ page, user: enrolledStudent });
  await finishReading(page, enrolledStudent.points);
  await typeSolution(page, ['while (true) {}']);
  await page.getByRole('button', { name: workspace.run }).click();
  // The loop spins in a worker: the page still opens its menu while the run is on.
  await expect(page.getByRole('button', { name: workspace.running })).toBeVisible();
  await page.getByRole('button', { name: /Abrir o menu de/ }).click();
  await expect(page.getByRole('navigation', { name: 'Menu do usuário' })).toBeVisible();
  await page.keyboard.press('Escape');
  const tests = page.getByRole('list').filter({ hasText: 'Você deve criar a variável' });
  // Each test says, in Portuguese, that it took too long and was stopped ('Test timed out').
  await expect(tests.getByText(/levou mais de .* e foi interrompido/)).toHaveCount(4);
  await pointsInHeader(page, enrolledStudent.points + 10);

  // Reset, confirmed in its modal: the starting code, no results, no attempts.
  await page.getByRole('button', { name: workspace.reset }).click();
  const dialog = page.getByRole('dialog', { name: texts.challenges.resetModal.title });
  await dialog.getByRole('button', { name: texts.challenges.resetModal.confirm }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(workspace.attempts_zero)).toBeVisible();
  await expect(tests.locator('[data-result="pending"]')).toHaveCount(4);
  await expect(page.getByRole('textbox', { name: /Editor de código/ })).not.toContainText('while');
});
