import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@escola/db/schema/users';
import { seedPlacementTestQuestions } from '@escola/db/seed/seed-placement-test-questions';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { requestAs } from '../../testing/request-as';
import {
  answersWith,
  createLearner,
  getQuestions,
  postCorrection,
  readAnswerKey,
  readPlacementRecord,
  type AnswerKey,
} from './test-helpers';

const SENT = 'Teste de nivelamento enviado com sucesso!';

describe('POST /placement-test/correction', () => {
  let testApp: TestApp;
  let key: AnswerKey;

  beforeAll(async () => {
    testApp = await buildTestApp();
    await seedPlacementTestQuestions(testApp.db);
    key = await readAnswerKey(testApp);
  });
  afterAll(async () => testApp.close());

  const nothingStored = { counter: 0, grade: null, attempts: [] };

  it('grades on the server, stores the attempt and the grade, and ends the need when passed', async () => {
    const { user, caller } = await createLearner(testApp, {
      overrides: { group: 'nacional-pr', access: 'nacional', needsPlacementTest: true },
      mundoTech: false,
    });
    const answers = answersWith(key, key.length);
    const response = await postCorrection(testApp, caller, { attemptNumber: 1, answers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      type: 'success',
      message: SENT,
      passed: true,
      grade: 10,
      rightAnswers: key.length,
      totalQuestions: key.length,
      attemptNumber: 1,
      attemptsLeft: 0,
    });
    expect(await readPlacementRecord(testApp, user.id)).toEqual({
      counter: 1,
      grade: 10,
      needsPlacementTest: false,
      attempts: [{ attemptNumber: 1, grade: 10, answers }],
    });
    const session = await requestAs({
      app: testApp.app,
      caller,
      method: 'GET',
      url: '/user/get-session-user',
    });
    expect(session.json().user[user.username]).toMatchObject({
      needsPlacementTest: false,
      attemptedPlacementTestCounter: 1,
      studentEvaluation: { studentGrade: 10 },
    });
    // Passed: the test is over for this learner.
    expect((await getQuestions(testApp, caller)).statusCode).toBe(403);
  });

  it('fails below 7, gives the second chance, and passes at 7 or more', async () => {
    const { user, caller } = await createLearner(testApp);
    // 24 questions: 16 right is 6.67, 17 right is 7.08.
    const first = await postCorrection(testApp, caller, {
      attemptNumber: 1,
      answers: answersWith(key, 16),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      passed: false,
      grade: 6.67,
      rightAnswers: 16,
      attemptNumber: 1,
      attemptsLeft: 1,
    });
    expect(await readPlacementRecord(testApp, user.id)).toMatchObject({
      counter: 1,
      grade: 6.67,
    });
    const questions = await getQuestions(testApp, caller);
    expect(questions.json()).toMatchObject({ attemptNumber: 2 });

    const second = await postCorrection(testApp, caller, {
      attemptNumber: 2,
      answers: answersWith(key, 17),
    });
    expect(second.json()).toMatchObject({ passed: true, grade: 7.08, attemptNumber: 2 });
    const record = await readPlacementRecord(testApp, user.id);
    expect(record).toMatchObject({ counter: 2, grade: 7.08 });
    expect(record.attempts.map((attempt) => attempt.grade)).toEqual([6.67, 7.08]);
  });

  it('refuses a third attempt with 403 and stores nothing', async () => {
    const { user, caller } = await createLearner(testApp);
    for (const attemptNumber of [1, 2]) {
      const response = await postCorrection(testApp, caller, {
        attemptNumber,
        answers: answersWith(key, 3),
      });
      expect(response.json()).toMatchObject({ passed: false, attemptNumber });
    }
    const before = await readPlacementRecord(testApp, user.id);
    expect(before).toMatchObject({ counter: 2, grade: 1.25 });
    const third = await postCorrection(testApp, caller, {
      attemptNumber: 3,
      answers: answersWith(key, key.length),
    });
    expect(third.statusCode).toBe(403);
    expect(third.json()).toEqual({
      type: 'warning',
      message: 'Você já usou as 2 tentativas do teste de nivelamento.',
    });
    expect(await readPlacementRecord(testApp, user.id)).toEqual(before);
  });

  it.each([
    [
      'a missing answer',
      (answers: Record<string, string>) => {
        const [first] = Object.keys(answers);
        if (first) delete answers[first];
      },
      'Falta responder 1 pergunta: responda todas antes de enviar o teste.',
    ],
    [
      'no answer at all',
      (answers: Record<string, string>) => {
        for (const id of Object.keys(answers)) delete answers[id];
      },
      'Faltam responder 24 perguntas: responda todas antes de enviar o teste.',
    ],
    [
      'an answer to a question outside the test',
      (answers: Record<string, string>) => {
        answers[randomUUID()] = 'abcdef012345';
      },
      'O teste mudou desde que você o abriu. Recarregue a página e responda de novo.',
    ],
    [
      'an option its question does not have',
      (answers: Record<string, string>) => {
        const [first, second] = Object.keys(answers);
        if (first && second) answers[first] = answers[second] ?? '';
      },
      'Uma das respostas não é uma alternativa da pergunta. Recarregue a página e responda de novo.',
    ],
  ])('refuses %s with 400 and stores nothing', async (_case, spoil, message) => {
    const { user, caller } = await createLearner(testApp);
    const answers = answersWith(key, key.length);
    spoil(answers);
    const response = await postCorrection(testApp, caller, { attemptNumber: 1, answers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ type: 'danger', message });
    expect(await readPlacementRecord(testApp, user.id)).toMatchObject(nothingStored);
  });

  it.each([
    ['no body', undefined],
    ['answers that are not a map of question ids', { attemptNumber: 1, answers: ['a'] }],
    ['a question id that is not an id', { attemptNumber: 1, answers: { 'pergunta-1': 'a' } }],
    ['an option that is not text', { attemptNumber: 1, answers: { [randomUUID()]: 3 } }],
    ['no attempt number', { answers: {} }],
    ['an unknown field', { attemptNumber: 1, answers: {}, grade: 10 }],
  ])('refuses %s with 400', async (_case, payload) => {
    const { user, caller } = await createLearner(testApp);
    const response = await postCorrection(testApp, caller, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ type: 'danger' });
    expect(await readPlacementRecord(testApp, user.id)).toMatchObject(nothingStored);
  });

  it('refuses a repeated submission of an attempt already graded with 409', async () => {
    const { user, caller } = await createLearner(testApp);
    const payload = { attemptNumber: 1, answers: answersWith(key, 5) };
    expect((await postCorrection(testApp, caller, payload)).statusCode).toBe(200);
    const repeated = await postCorrection(testApp, caller, payload);
    expect(repeated.statusCode).toBe(409);
    expect(repeated.json()).toEqual({
      type: 'warning',
      message:
        'Esta tentativa do teste de nivelamento já foi enviada. Recarregue a página para ver o resultado.',
    });
    expect(await readPlacementRecord(testApp, user.id)).toMatchObject({
      counter: 1,
      attempts: [{ attemptNumber: 1 }],
    });
  });

  it('counts simultaneous submissions of one attempt once', async () => {
    const { user, caller } = await createLearner(testApp);
    const payload = { attemptNumber: 1, answers: answersWith(key, 5) };
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => postCorrection(testApp, caller, payload)),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await readPlacementRecord(testApp, user.id)).toMatchObject({
      counter: 1,
      attempts: [{ attemptNumber: 1 }],
    });
  });

  it('never goes past the limit, whatever the attempt numbers sent at once', async () => {
    const { user, caller } = await createLearner(testApp);
    await testApp.db
      .update(users)
      .set({ attemptedPlacementTestCounter: 1, studentGrade: 3 })
      .where(eq(users.id, user.id));
    const responses = await Promise.all(
      [2, 2, 3, 2].map((attemptNumber) =>
        postCorrection(testApp, caller, { attemptNumber, answers: answersWith(key, 2) }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const response of responses.filter((response) => response.statusCode !== 200)) {
      expect([403, 409]).toContain(response.statusCode);
    }
    expect(await readPlacementRecord(testApp, user.id)).toMatchObject({
      counter: 2,
      attempts: [{ attemptNumber: 2 }],
    });
  });

  it('refuses a learner nobody asked for the test with 403', async () => {
    const { user, caller } = await createLearner(testApp, {
      overrides: { source: 'pagantes', registrationQuiz: 2 },
    });
    const response = await postCorrection(testApp, caller, {
      attemptNumber: 1,
      answers: answersWith(key, key.length),
    });
    expect(response.statusCode).toBe(403);
    expect(await readPlacementRecord(testApp, user.id)).toMatchObject(nothingStored);
  });

  it('answers 403 without the CSRF header and stores nothing', async () => {
    const { user, caller } = await createLearner(testApp);
    const response = await postCorrection(
      testApp,
      { ...caller, sendCsrf: false },
      { attemptNumber: 1, answers: answersWith(key, key.length) },
    );
    expect(response.statusCode).toBe(403);
    expect(await readPlacementRecord(testApp, user.id)).toMatchObject(nothingStored);
  });
});
