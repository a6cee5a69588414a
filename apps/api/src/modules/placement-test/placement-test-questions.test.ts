import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPlacementTestQuestionsResponseSchema } from '@escola/contracts/get-placement-test-questions';
import { placementTestQuestions } from '@escola/db/schema/placement-test';
import { users } from '@escola/db/schema/users';
import { seedPlacementTestQuestions } from '@escola/db/seed/seed-placement-test-questions';
import { PLACEMENT_TEST_QUESTIONS } from '@escola/db/seed/placement-test-questions';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { visitorOf } from '../../testing/request-as';
import { createLearner, getQuestions, readAnswerKey } from './test-helpers';

describe('GET /placement-test/questions', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
    await seedPlacementTestQuestions(testApp.db);
  });
  afterAll(async () => testApp.close());

  it('answers every active question with its options, and nothing that tells the right one', async () => {
    const { caller } = await createLearner(testApp);
    const response = await getQuestions(testApp, caller);
    expect(response.statusCode).toBe(200);
    const body = getPlacementTestQuestionsResponseSchema.parse(response.json());
    expect(body.attemptNumber).toBe(1);
    expect(body.questions).toHaveLength(PLACEMENT_TEST_QUESTIONS.length);
    // The raw JSON: each question carries exactly these fields, each option only its id and text.
    const raw = JSON.parse(response.body) as { questions: Record<string, unknown>[] };
    for (const question of raw.questions) {
      expect(Object.keys(question).sort()).toEqual(['code', 'id', 'options', 'prompt']);
      for (const option of question.options as Record<string, unknown>[]) {
        expect(Object.keys(option).sort()).toEqual(['id', 'text']);
      }
    }
    expect(response.body).not.toMatch(/correctOptionId|correct_option_id|"active"/);
    const key = await readAnswerKey(testApp);
    for (const question of body.questions) {
      expect(question.options).toHaveLength(4);
      const right = key.find((entry) => entry.id === question.id)?.right;
      expect(question.options.map((option) => option.id)).toContain(right);
    }
  });

  it('shuffles the questions and their options on every call', async () => {
    const { caller } = await createLearner(testApp);
    const orders = new Set<string>();
    const optionOrders = new Set<string>();
    for (let call = 0; call < 4; call += 1) {
      const body = getPlacementTestQuestionsResponseSchema.parse(
        (await getQuestions(testApp, caller)).json(),
      );
      orders.add(body.questions.map((question) => question.id).join());
      const sorted = [...body.questions].sort((first, second) => first.id.localeCompare(second.id));
      optionOrders.add(
        sorted.map((question) => question.options.map((option) => option.id).join()).join('|'),
      );
    }
    // 24 questions (24! orders) and 24 × 4 options: four equal draws in a row do not happen.
    expect(orders.size).toBeGreaterThan(1);
    expect(optionOrders.size).toBeGreaterThan(1);
  });

  it('leaves a retired question out', async () => {
    const { caller } = await createLearner(testApp);
    const [retired] = await testApp.db
      .update(placementTestQuestions)
      .set({ active: false })
      .where(eq(placementTestQuestions.slug, 'css-borda'))
      .returning({ id: placementTestQuestions.id });
    try {
      const body = getPlacementTestQuestionsResponseSchema.parse(
        (await getQuestions(testApp, caller)).json(),
      );
      expect(body.questions).toHaveLength(PLACEMENT_TEST_QUESTIONS.length - 1);
      expect(body.questions.map((question) => question.id)).not.toContain(retired?.id);
    } finally {
      await seedPlacementTestQuestions(testApp.db);
    }
  });

  it('offers the second attempt after a failed first one', async () => {
    const { user, caller } = await createLearner(testApp);
    await testApp.db
      .update(users)
      .set({ attemptedPlacementTestCounter: 1, studentGrade: 4.5 })
      .where(eq(users.id, user.id));
    const response = await getQuestions(testApp, caller);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ attemptNumber: 2 });
  });

  it.each([
    [
      'a learner nobody asked for the test',
      { overrides: { source: 'pagantes', registrationQuiz: 2 } },
      {},
      'Você não precisa fazer o teste de nivelamento. Bons estudos!',
    ],
    [
      'a learner who already passed',
      {},
      { attemptedPlacementTestCounter: 1, studentGrade: 7 },
      'Você já passou no teste de nivelamento. Siga para a trilha!',
    ],
    [
      'a learner whose two attempts are over',
      {},
      { attemptedPlacementTestCounter: 2, studentGrade: 6.5 },
      'Você já usou as 2 tentativas do teste de nivelamento.',
    ],
    [
      'a flagged learner whose two attempts are over',
      { overrides: { needsPlacementTest: true }, mundoTech: false },
      { attemptedPlacementTestCounter: 2, studentGrade: 2 },
      'Você já usou as 2 tentativas do teste de nivelamento.',
    ],
  ])('refuses %s with 403 and the reason', async (_case, learner, state, message) => {
    const { user, caller } = await createLearner(testApp, learner);
    if (Object.keys(state).length > 0) {
      await testApp.db.update(users).set(state).where(eq(users.id, user.id));
    }
    const response = await getQuestions(testApp, caller);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ type: 'warning', message });
  });

  it('answers 401 to a visitor', async () => {
    const response = await getQuestions(testApp, await visitorOf(testApp.app));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ type: 'danger' });
  });
});

describe('GET /placement-test/questions with an empty bank', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => testApp.close());

  it('answers 503 with a clear message instead of an empty test', async () => {
    const { caller } = await createLearner(testApp);
    const response = await getQuestions(testApp, caller);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      type: 'danger',
      message: 'O teste de nivelamento está indisponível no momento. Tente novamente mais tarde.',
    });
  });
});
