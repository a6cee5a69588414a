import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../messages';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createTestUser } from '../../testing/create-test-user';
import { CURRICULUM_FIXTURE, writeCurriculumFixture } from '../../testing/curriculum-fixture';
import { requestAs, visitorOf, type Caller } from '../../testing/request-as';
import { signIn } from '../../testing/sign-in';
import { checkUserAnswer } from './service';

const VIDEO_ID = 'video-sobre-variaveis';

describe('POST /register-user-answer', () => {
  let directory: string;
  let testApp: TestApp;
  let visitor: Caller;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'escola-answers-'));
    const quiz = {
      ...CURRICULUM_FIXTURE.challenges[2]!,
      id: 'questionario-de-variaveis',
      challengeType: 8,
      questions: [
        { correctAnswerIndex: 0, feedback: [null, '<p>Não é isso.</p>'] },
        { correctAnswerIndex: 2, feedback: [null, null, null] },
      ],
    };
    const file = await writeCurriculumFixture({
      directory,
      index: { ...CURRICULUM_FIXTURE, challenges: [...CURRICULUM_FIXTURE.challenges, quiz] },
    });
    testApp = await buildTestApp({ environment: { CURRICULUM_SERVER_FILE: file } });
    visitor = await visitorOf(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
    await rm(directory, { recursive: true, force: true });
  });

  const answer = (payload: unknown, caller: Caller = visitor) =>
    requestAs({ app: testApp.app, caller, method: 'POST', url: '/register-user-answer', payload });

  it('congratulates a right answer with the spec message, word for word', async () => {
    const response = await answer({ id: VIDEO_ID, userAnswer: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      type: 'success',
      message: 'Parabéns, resposta correta! + 10 pontos',
      isCorrect: true,
      feedback: [null],
    });
  });

  it('answers a signed-in learner the same way', async () => {
    const { email, password } = await createTestUser({ db: testApp.db });
    const learner = await signIn({ app: testApp.app, email, password });
    const response = await answer({ id: VIDEO_ID, userAnswer: [1] }, learner);
    expect(response.json()).toMatchObject({ type: 'success', isCorrect: true });
  });

  it('says a wrong answer is wrong, word for word, with the feedback under it', async () => {
    const response = await answer({ id: VIDEO_ID, userAnswer: 0 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      type: 'danger',
      message: 'Resposta incorreta. Tente novamente.',
      isCorrect: false,
      feedback: ['<p>Quase: releia o trecho.</p>'],
    });
  });

  it('checks every question of a quiz', async () => {
    const right = await answer({ id: 'questionario-de-variaveis', userAnswer: [0, 2] });
    expect(right.json()).toMatchObject({ isCorrect: true, feedback: [null, null] });
    const oneWrong = await answer({ id: 'questionario-de-variaveis', userAnswer: [1, 2] });
    expect(oneWrong.json()).toMatchObject({
      isCorrect: false,
      message: MESSAGES.wrongAnswer,
      feedback: ['<p>Não é isso.</p>', null],
    });
  });

  it('refuses an unknown challenge with a 404 flash', async () => {
    const response = await answer({ id: 'inventado', userAnswer: 0 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ type: 'danger', message: MESSAGES.challengeNotFound });
  });

  it('refuses a challenge without questions', async () => {
    const response = await answer({ id: 'declare-uma-variavel', userAnswer: 0 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ type: 'danger', message: MESSAGES.challengeHasNoQuestions });
  });

  it.each([
    ['no fields', {}],
    ['no answer', { id: VIDEO_ID }],
    ['no id', { userAnswer: 1 }],
    ['a text answer', { id: VIDEO_ID, userAnswer: 'b' }],
    ['a negative answer', { id: VIDEO_ID, userAnswer: -1 }],
    ['an unknown field', { id: VIDEO_ID, userAnswer: 1, points: 10 }],
  ])('answers %s with a 400 Portuguese flash', async (_label, payload) => {
    const response = await answer(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Campo inválido: /);
  });

  it.each([
    ['an answer past the last one', { id: VIDEO_ID, userAnswer: 2 }],
    ['too many answers', { id: VIDEO_ID, userAnswer: [1, 1] }],
    ['too few answers for a quiz', { id: 'questionario-de-variaveis', userAnswer: 0 }],
  ])('answers %s with a 400 flash', async (_label, payload) => {
    const response = await answer(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      type: 'danger',
      message: MESSAGES.invalidField('userAnswer'),
    });
  });

  it('needs the CSRF header', async () => {
    const response = await answer({ id: VIDEO_ID, userAnswer: 1 }, { ...visitor, sendCsrf: false });
    expect(response.statusCode).toBe(403);
  });
});

describe('checkUserAnswer', () => {
  it('gives the feedback of each chosen answer, null where none is written', () => {
    const challenge = {
      questions: [{ correctAnswerIndex: 1, feedback: ['<p>Não.</p>', '<p>Sim.</p>'] }],
    };
    expect(checkUserAnswer({ challenge, userAnswer: 1 })).toEqual({
      isCorrect: true,
      feedback: ['<p>Sim.</p>'],
    });
  });
});
