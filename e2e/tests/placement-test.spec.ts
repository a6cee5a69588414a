// The placement test (issue 16): a national learner who needs it is sent to /placement-test on the
// first load, fails (below 7), takes the second chance, passes and continues to /learn; a learner
// who failed both attempts sees the attempts-over screen. The questions come shuffled and without
// their answers, so the journey answers from the bank's source (the seed), by prompt and code.
import type { Locator, Page } from '@playwright/test';
import { PLACEMENT_TEST_QUESTIONS } from '@escola/db/seed/placement-test-questions';
import {
  PLACEMENT_TEST_MAX_ATTEMPTS,
  PLACEMENT_TEST_PASSING_GRADE,
} from '@escola/domain/constants';
import { expect, test } from '../fixtures/placement-test-users';
import { ATTEMPTS_OVER_GRADE } from '../support/placement-test-users';
import { expectNoAxeViolations } from '../support/axe';
import { interpolate, texts } from '../support/locale';
import { readSessionUser, signInThroughApi } from '../support/sign-in';

const t = texts.placementTest;
const SENT = 'Teste de nivelamento enviado com sucesso!';

const ACTIVE_QUESTIONS = PLACEMENT_TEST_QUESTIONS.filter((question) => question.active !== false);

/** The source of the question a fieldset shows: same prompt, same code (or none). */
const sourceOf = async (group: Locator) => {
  const prompt = await group.locator('.ui-question-card__text').innerText();
  const code = group.locator('.placement-question__code');
  const codeText = (await code.count()) > 0 ? await code.innerText() : null;
  const source = ACTIVE_QUESTIONS.find(
    (question) =>
      question.prompt === prompt.trim() && (question.code ?? null) === (codeText?.trim() ?? null),
  );
  if (!source) throw new Error(`Pergunta fora do banco: ${prompt}`);
  return source;
};

/** Answers every question, right or wrong, and sends the attempt. */
const answerEveryQuestion = async ({ page, right }: { page: Page; right: boolean }) => {
  const groups = page.locator('fieldset.ui-question-card');
  await expect(groups).toHaveCount(ACTIVE_QUESTIONS.length);
  for (const group of await groups.all()) {
    const source = await sourceOf(group);
    const choice = right ? source.right : source.wrong[0];
    await group.getByRole('radio', { name: choice, exact: true }).check();
  }
  await expect(
    page.getByText(
      interpolate(t.questions.progress, {
        answered: ACTIVE_QUESTIONS.length,
        total: ACTIVE_QUESTIONS.length,
      }),
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: t.questions.submit }).click();
};

test('a national learner who needs it takes the test on first load, fails, gets a second chance, passes and continues to /learn', async ({
  page,
  placementStudent,
}) => {
  test.setTimeout(90_000);
  await signInThroughApi({ page, user: placementStudent });
  await page.goto('/learn');
  await expect(page).toHaveURL(/\/placement-test$/);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(
    page.getByText(
      interpolate(t.intro.rules, {
        passingGrade: PLACEMENT_TEST_PASSING_GRADE,
        maxAttempts: PLACEMENT_TEST_MAX_ATTEMPTS,
      }),
    ),
  ).toBeVisible();

  await expectNoAxeViolations(page);

  // First attempt: every answer wrong.
  await page.getByRole('button', { name: t.intro.start }).click();
  const firstGroup = page.getByRole('group', {
    name: new RegExp(
      interpolate(t.questions.number, { number: 1, total: ACTIVE_QUESTIONS.length }),
    ),
  });
  await expect(firstGroup).toBeVisible();
  // A submit with questions left unanswered names them and sends nothing.
  await page.getByRole('button', { name: t.questions.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Faltam responder' })).toBeVisible();
  await expectNoAxeViolations(page);
  await answerEveryQuestion({ page, right: false });

  await expect(page.getByRole('heading', { name: t.secondChance.heading })).toBeVisible();
  await expect(page.getByText(SENT)).toBeVisible();
  await expect(
    page.getByText(
      interpolate(t.secondChance.body, { grade: '0', passingGrade: PLACEMENT_TEST_PASSING_GRADE }),
    ),
  ).toBeVisible();

  await expectNoAxeViolations(page);

  // Still needed: a new first load brings the learner back to the test.
  await page.goto('/learn');
  await expect(page).toHaveURL(/\/placement-test$/);

  // Second chance: every answer right.
  await page.getByRole('button', { name: t.secondChance.retry }).click();
  await answerEveryQuestion({ page, right: true });
  await expect(page.getByRole('heading', { name: t.passed.heading })).toBeVisible();
  await expect(page.getByText(interpolate(t.passed.body, { grade: '10' }))).toBeVisible();
  await expectNoAxeViolations(page);
  const session = await readSessionUser({ page });
  expect(session.user[session.result]).toMatchObject({
    needsPlacementTest: false,
    attemptedPlacementTestCounter: 2,
    studentEvaluation: { studentGrade: 10 },
  });

  await page.getByRole('link', { name: t.passed.continue }).click();
  await expect(page).toHaveURL(/\/learn$/);
  await expect(
    page.getByRole('heading', { level: 1, name: texts.learn.welcome.heading }),
  ).toBeVisible();
  // Passed: a new first load stays on /learn.
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: texts.learn.welcome.heading }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/learn$/);
});

test('a learner who failed both attempts sees the attempts-over screen', async ({
  page,
  placementOverStudent,
}) => {
  await signInThroughApi({ page, user: placementOverStudent });
  // No longer needed: the first load leaves the learner on /learn.
  await page.goto('/learn');
  await expect(
    page.getByRole('heading', { level: 1, name: texts.learn.welcome.heading }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/learn$/);

  await page.goto('/placement-test');
  await expect(page.getByRole('heading', { name: t.attemptsOver.heading })).toBeVisible();
  await expect(
    page.getByText(
      interpolate(t.attemptsOver.body, {
        maxAttempts: PLACEMENT_TEST_MAX_ATTEMPTS,
        grade: ATTEMPTS_OVER_GRADE.toLocaleString('pt-BR'),
        passingGrade: PLACEMENT_TEST_PASSING_GRADE,
      }),
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: t.secondChance.retry })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expect(page.getByRole('button', { name: t.intro.start })).toHaveCount(0);

  // The server agrees: no questions for a third attempt.
  const questions = await page.request.get('/placement-test/questions');
  expect(questions.status()).toBe(403);
  expect(await questions.json()).toEqual({
    type: 'warning',
    message: `Você já usou as ${PLACEMENT_TEST_MAX_ATTEMPTS} tentativas do teste de nivelamento.`,
  });
});
