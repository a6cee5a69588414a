// The assistant's limits and data (issue 21): the daily token budget stops a flood and says when
// it resets, the per-minute limit, a school without a model server, the learner's stop (nothing
// written, the reservation given back), no prompt or answer in the logs, and deletion with the
// account.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_ASSISTANT_STATUS_PATH } from '@escola/contracts/chat-assistant-paths';
import type { ChatAssistantStatus } from '@escola/contracts/chat-assistant';
import { aiAssistantConversations } from '@escola/db/schema/ai-assistant-conversations';
import { users } from '@escola/db/schema/users';
import { assistantBudgetResetsAt } from '@escola/domain/ai-assistant';
import { startTestModelServer, type TestModelServer } from '../../testing/start-test-model-server';
import { ASSISTANT_MESSAGES } from './assistant-messages';
import {
  LOGIC_CHAT_PATH,
  bearer,
  buildAssistantApp,
  createLearnerWithToken,
  question,
} from './chat-assistant-test-kit';

type AssistantApp = Awaited<ReturnType<typeof buildAssistantApp>>;

const statusOf = async (testApp: AssistantApp, token: string) =>
  (
    await testApp.app.inject({
      method: 'GET',
      url: CHAT_ASSISTANT_STATUS_PATH,
      headers: bearer(token),
    })
  ).json<ChatAssistantStatus>();

describe('AI assistant limits', () => {
  let model: TestModelServer;
  const logLines: string[] = [];
  let testApp: AssistantApp;

  beforeAll(async () => {
    model = await startTestModelServer({
      initial: { kind: 'answer', chunks: ['Resposta secreta', ' do tutor.'] },
    });
    testApp = await buildAssistantApp({
      environment: {
        ASSISTANT_BASE_URL: model.baseUrl,
        ASSISTANT_MODEL: 'tutor-teste',
        ASSISTANT_DAILY_TOKENS: '2000',
        ASSISTANT_MESSAGES_PER_MINUTE: '100',
        LOG_LEVEL: 'debug',
      },
      logStream: { write: (line) => void logLines.push(line) },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await model.close();
  });

  const ask = (token: string, input = 'Pergunta sigilosa da aluna?') =>
    testApp.app.inject({
      method: 'POST',
      url: LOGIC_CHAT_PATH,
      headers: bearer(token),
      payload: question(input),
    });

  it('stops a flood with the daily budget and says when it resets', async () => {
    const learner = await createLearnerWithToken(testApp);
    // Twenty at once: each reserves its question and the longest answer, so few get through.
    const flood = await Promise.all(Array.from({ length: 20 }, () => ask(learner.token)));
    const answered = flood.filter((response) => response.statusCode === 200).length;
    expect(answered).toBeGreaterThanOrEqual(1);
    expect(answered).toBeLessThanOrEqual(2);
    const refused = flood.find((response) => response.statusCode === 429);
    expect(refused?.json()).toEqual({
      type: 'danger',
      message: ASSISTANT_MESSAGES.dailyBudgetReached,
      detail: ASSISTANT_MESSAGES.dailyBudgetReached,
      resetsAt: assistantBudgetResetsAt(new Date()).toISOString(),
    });
    // One by one, the learner goes on until the day's tokens are spent, and no further.
    let answeredAfter = 0;
    while ((await ask(learner.token)).statusCode === 200) answeredAfter += 1;
    expect(answeredAfter).toBeGreaterThan(3);
    const status = await statusOf(testApp, learner.token);
    expect(status.budget?.usedTokens).toBe(2000);
    expect(status.budget?.resetsAt).toBe(assistantBudgetResetsAt(new Date()).toISOString());
    // Another learner still has a day of their own.
    const other = await createLearnerWithToken(testApp);
    expect((await ask(other.token)).statusCode).toBe(200);
  });

  it('never writes the question or the answer to the log', () => {
    const log = logLines.join('\n');
    expect(log).toContain('POST');
    expect(log).not.toContain('Pergunta sigilosa');
    expect(log).not.toContain('Resposta secreta');
    expect(log).not.toContain('let idad');
  });

  it('gives the reservation back and writes nothing when the learner stops the answer', async () => {
    const learner = await createLearnerWithToken(testApp);
    model.setBehaviour({
      kind: 'answer',
      chunks: ['Vamos', ' por', ' partes', '.'],
      chunkDelayMs: 300,
    });
    const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const stop = new AbortController();
    const response = await fetch(`${address}${LOGIC_CHAT_PATH}`, {
      method: 'POST',
      headers: {
        ...bearer(learner.token),
        accept: 'text/event-stream',
        'content-type': 'application/json',
      },
      body: JSON.stringify(question('Pode explicar?')),
      signal: stop.signal,
    });
    const reader = response.body!.getReader();
    let received = '';
    while (!received.includes('"delta"'))
      received += new TextDecoder().decode((await reader.read()).value);
    expect((await statusOf(testApp, learner.token)).budget?.usedTokens).toBeGreaterThan(800);
    stop.abort();
    await expect
      .poll(async () => (await statusOf(testApp, learner.token)).budget?.usedTokens)
      .toBe(0);
    const conversations = await testApp.db
      .select()
      .from(aiAssistantConversations)
      .where(eq(aiAssistantConversations.userId, learner.user.id));
    expect(conversations).toEqual([]);
    model.setBehaviour({ kind: 'answer', chunks: ['Ok.'] });
  });

  it('deletes the conversations with the account', async () => {
    const learner = await createLearnerWithToken(testApp);
    expect((await ask(learner.token)).statusCode).toBe(200);
    await testApp.db.delete(users).where(eq(users.id, learner.user.id));
    const left = await testApp.db
      .select()
      .from(aiAssistantConversations)
      .where(eq(aiAssistantConversations.userId, learner.user.id));
    expect(left).toEqual([]);
  });
});

describe('AI assistant per-minute limit and a school without a model server', () => {
  it('refuses the questions past the per-minute limit, without a reset time', async () => {
    const model = await startTestModelServer();
    const testApp = await buildAssistantApp({
      environment: {
        ASSISTANT_BASE_URL: model.baseUrl,
        ASSISTANT_MODEL: 'tutor-teste',
        ASSISTANT_MESSAGES_PER_MINUTE: '2',
      },
    });
    try {
      const learner = await createLearnerWithToken(testApp);
      const codes: number[] = [];
      for (let index = 0; index < 3; index += 1) {
        const response = await testApp.app.inject({
          method: 'POST',
          url: LOGIC_CHAT_PATH,
          headers: bearer(learner.token),
          payload: question('Oi?'),
        });
        codes.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.json()).toEqual({
            type: 'danger',
            message: ASSISTANT_MESSAGES.tooManyQuestions,
            detail: ASSISTANT_MESSAGES.tooManyQuestions,
          });
        }
      }
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await testApp.close();
      await model.close();
    }
  });

  it('says the assistant is not configured, and the rest of the app works', async () => {
    const testApp = await buildAssistantApp({});
    try {
      const learner = await createLearnerWithToken(testApp);
      expect(await statusOf(testApp, learner.token)).toEqual({ configured: false });
      const anonymous = await testApp.app.inject({
        method: 'GET',
        url: CHAT_ASSISTANT_STATUS_PATH,
      });
      expect(anonymous.json()).toEqual({ configured: false });
      const response = await testApp.app.inject({
        method: 'POST',
        url: LOGIC_CHAT_PATH,
        headers: bearer(learner.token),
        payload: question('Oi?'),
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ detail: ASSISTANT_MESSAGES.notConfigured });
      const ping = await testApp.app.inject({ method: 'GET', url: '/status/ping' });
      expect(ping.statusCode).toBe(200);
    } finally {
      await testApp.close();
    }
  });
});
