// The assistant's calls against the fake model server over real HTTP (issue 21): the token is
// required, answers come as JSON or streamed, history persists, reloads and clears, a conversation
// is the learner's own, the context carries the code and the failing test, and a model error or a
// dropped stream ends in the error event with nothing written.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CHAT_ASSISTANT_PRODUCT,
  CHAT_ASSISTANT_STATUS_PATH,
  SET_AI_ASSISTANT_SESSION_PATH,
  chatAssistantPath,
  chatAssistantSessionPath,
} from '@escola/contracts/chat-assistant-paths';
import { userTokens } from '@escola/db/schema/user-tokens';
import { eq } from 'drizzle-orm';
import { requestAs } from '../../testing/request-as';
import { signIn } from '../../testing/sign-in';
import { startTestModelServer, type TestModelServer } from '../../testing/start-test-model-server';
import { ASSISTANT_MESSAGES, MODEL_ERROR_MESSAGES } from './assistant-messages';
import {
  LOGIC_CHAT_PATH,
  REACT_EXERCISE,
  bearer,
  buildAssistantApp,
  createLearnerWithToken,
  parseEvents,
  question,
} from './chat-assistant-test-kit';

const ANSWER = ['Olá', '! Vamos', ' pensar juntos.'];
const historyPath = (sessionId: string) =>
  chatAssistantSessionPath(CHAT_ASSISTANT_PRODUCT, 'logica-de-programacao', sessionId);

describe('AI assistant calls', () => {
  let model: TestModelServer;
  let testApp: Awaited<ReturnType<typeof buildAssistantApp>>;
  let learner: Awaited<ReturnType<typeof createLearnerWithToken>>;

  beforeAll(async () => {
    model = await startTestModelServer();
    testApp = await buildAssistantApp({
      environment: {
        ASSISTANT_BASE_URL: model.baseUrl,
        ASSISTANT_MODEL: 'tutor-teste',
        ASSISTANT_MESSAGES_PER_MINUTE: '120',
        ASSISTANT_TIMEOUT_MS: '1000',
      },
    });
    learner = await createLearnerWithToken(testApp);
  });
  afterAll(async () => {
    await testApp.close();
    await model.close();
  });
  beforeEach(() => {
    model.setBehaviour({ kind: 'answer', chunks: ANSWER });
    model.requests.length = 0;
  });

  const ask = (payload: unknown, headers: Record<string, string> = bearer(learner.token)) =>
    testApp.app.inject({
      method: 'POST',
      url: LOGIC_CHAT_PATH,
      headers,
      payload: payload as object,
    });
  const stream = (payload: unknown) =>
    ask(payload, { ...bearer(learner.token), accept: 'text/event-stream' });
  const historyOf = async (sessionId: string, token = learner.token) =>
    testApp.app.inject({ method: 'GET', url: historyPath(sessionId), headers: bearer(token) });

  it('requires the learner’s user token: missing, unknown or revoked is 401 with detail', async () => {
    const other = await createLearnerWithToken(testApp);
    await testApp.db.delete(userTokens).where(eq(userTokens.userId, other.user.id));
    for (const headers of [
      {},
      bearer('00000000-0000-4000-8000-000000000000'),
      bearer('nao-e-um-token'),
      bearer(other.token),
    ]) {
      const response = await ask(question('Oi?'), headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        message: ASSISTANT_MESSAGES.tokenRequired,
        detail: ASSISTANT_MESSAGES.tokenRequired,
      });
    }
    expect(model.requests).toHaveLength(0);
  });

  it('answers as JSON, keeps the exchange and shows it as the session’s history', async () => {
    const response = await ask(question('Por que meu teste falha?'));
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ content: string; session_id: string }>();
    expect(answer.content).toBe('Olá! Vamos pensar juntos.');
    const history = await historyOf(answer.session_id);
    expect(history.json()).toEqual({
      session_id: answer.session_id,
      history: [
        { type: 'human', content: 'Por que meu teste falha?' },
        { type: 'ai', content: 'Olá! Vamos pensar juntos.' },
      ],
    });
  });

  it('sends the model the tutor prompt, the code, the failing test and the earlier turns', async () => {
    const first = (await ask(question('Por que meu teste falha?'))).json<{ session_id: string }>();
    model.requests.length = 0;
    await ask(question('E agora?', first.session_id));
    const [sent] = model.requests;
    expect(sent?.body.model).toBe('tutor-teste');
    const text = (sent?.body.messages ?? []).map((message) => message.content).join('\n');
    expect(text).toContain('let idad = 12;');
    expect(text).toContain('A variável idade deve valer 12.');
    expect(text).toContain('Declare a variável idade com o valor 12.');
    expect(sent?.body.messages?.slice(-3)).toEqual([
      { role: 'user', content: 'Por que meu teste falha?' },
      { role: 'assistant', content: 'Olá! Vamos pensar juntos.' },
      { role: 'user', content: 'E agora?' },
    ]);
  });

  it('streams the answer as server-sent events: session, the pieces, done', async () => {
    const response = await stream(question('Me dá uma dica?'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(response.headers['content-encoding']).toBeUndefined();
    const events = parseEvents(response.body);
    const sessionId = (events[0] as { session_id: string }).session_id;
    expect(events).toEqual([
      { type: 'session', session_id: sessionId },
      ...ANSWER.map((content) => ({ type: 'delta', content })),
      { type: 'done', session_id: sessionId },
    ]);
    expect((await historyOf(sessionId)).json<{ history: unknown[] }>().history).toHaveLength(2);
  });

  it('keeps a conversation as the exercise’s, for the session user, only when it is the learner’s', async () => {
    const { session_id: sessionId } = (await ask(question('Oi?'))).json<{ session_id: string }>();
    const caller = await signIn({
      app: testApp.app,
      email: learner.email,
      password: learner.password,
    });
    const keep = (payload: object) =>
      requestAs({
        app: testApp.app,
        caller,
        method: 'POST',
        url: SET_AI_ASSISTANT_SESSION_PATH,
        payload,
      });
    const kept = await keep({ exerciseId: 'declare-uma-variavel', session_id: sessionId });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual({
      aiAssistantSessions: [{ exerciseId: 'declare-uma-variavel', sessionId }],
    });
    const sessionUser = await requestAs({
      app: testApp.app,
      caller,
      method: 'GET',
      url: '/user/get-session-user',
    });
    expect(JSON.stringify(sessionUser.json())).toContain(sessionId);
    // Another exercise, or someone else's conversation: 404, nothing kept.
    expect((await keep({ exerciseId: REACT_EXERCISE, session_id: sessionId })).statusCode).toBe(
      404,
    );
    const other = await createLearnerWithToken(testApp);
    const othersAnswer = await ask(question('Oi?'), bearer(other.token));
    const othersSession = othersAnswer.json<{ session_id: string }>().session_id;
    const refused = await keep({ exerciseId: 'declare-uma-variavel', session_id: othersSession });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: ASSISTANT_MESSAGES.conversationNotFound });
  });

  it('shows a conversation to its learner only, and clears it', async () => {
    const { session_id: sessionId } = (await ask(question('Oi?'))).json<{ session_id: string }>();
    const other = await createLearnerWithToken(testApp);
    expect((await historyOf(sessionId, other.token)).statusCode).toBe(404);
    const otherClear = await testApp.app.inject({
      method: 'DELETE',
      url: historyPath(sessionId),
      headers: bearer(other.token),
    });
    expect(otherClear.statusCode).toBe(404);
    const asked = await ask(question('Continua?', sessionId), bearer(other.token));
    expect(asked.statusCode).toBe(404);
    const cleared = await testApp.app.inject({
      method: 'DELETE',
      url: historyPath(sessionId),
      headers: bearer(learner.token),
    });
    expect(cleared.json()).toEqual({ session_id: sessionId, history: [] });
    expect((await historyOf(sessionId)).json()).toEqual({ session_id: sessionId, history: [] });
    // The cleared conversation goes on from nothing.
    model.requests.length = 0;
    await ask(question('De novo', sessionId));
    expect(model.requests[0]?.body.messages?.filter((m) => m.role !== 'system')).toEqual([
      { role: 'user', content: 'De novo' },
    ]);
  });

  it('refuses an unknown category, an unknown exercise and a category that is not the exercise’s', async () => {
    const unknownCategory = await testApp.app.inject({
      method: 'POST',
      url: chatAssistantPath(CHAT_ASSISTANT_PRODUCT, 'python'),
      headers: bearer(learner.token),
      payload: question('Oi?'),
    });
    expect(unknownCategory.statusCode).toBe(404);
    const unknownExercise = question('Oi?');
    unknownExercise.additional_context.exerciseId = 'nao-existe';
    expect((await ask(unknownExercise)).json()).toMatchObject({
      detail: ASSISTANT_MESSAGES.exerciseNotFound,
    });
    const mismatch = await testApp.app.inject({
      method: 'POST',
      url: chatAssistantPath(CHAT_ASSISTANT_PRODUCT, 'react'),
      headers: bearer(learner.token),
      payload: question('Oi?'),
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ detail: ASSISTANT_MESSAGES.categoryMismatch });
    const empty = await ask(question('   '));
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ detail: string }>().detail).toMatch(/escreva uma pergunta/);
    expect(model.requests).toHaveLength(0);
  });

  it('ends a model error and a dropped stream in the error event, writing nothing', async () => {
    const status = async () =>
      (
        await testApp.app.inject({
          method: 'GET',
          url: CHAT_ASSISTANT_STATUS_PATH,
          headers: bearer(learner.token),
        })
      ).json<{ budget: { usedTokens: number } }>().budget.usedTokens;
    const { session_id: sessionId } = (await ask(question('Oi?'))).json<{ session_id: string }>();
    const usedBefore = await status();

    model.setBehaviour({ kind: 'error', status: 500 });
    const failed = parseEvents((await stream(question('E agora?', sessionId))).body);
    expect(failed.at(-1)).toEqual({ type: 'error', detail: MODEL_ERROR_MESSAGES.refused });

    model.setBehaviour({ kind: 'drop', chunks: ['Comece', ' olhando'] });
    const dropped = parseEvents((await stream(question('E agora?', sessionId))).body);
    expect(dropped.filter((event) => event.type === 'delta')).toHaveLength(2);
    expect(dropped.at(-1)).toEqual({ type: 'error', detail: MODEL_ERROR_MESSAGES.dropped });

    expect((await historyOf(sessionId)).json<{ history: unknown[] }>().history).toHaveLength(2);
    expect(await status()).toBe(usedBefore);
  });

  it('answers 502 or 504 with the detail when the JSON answer fails', async () => {
    model.setBehaviour({ kind: 'error', status: 503 });
    const refused = await ask(question('Oi?'));
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ detail: MODEL_ERROR_MESSAGES.refused });
    model.setBehaviour({ kind: 'silent' });
    const late = await ask(question('Oi?'));
    expect(late.statusCode).toBe(504);
    expect(late.json()).toMatchObject({ detail: MODEL_ERROR_MESSAGES.timeout });
  });
});
