// The adapter against a fake OpenAI-compatible server over real HTTP: streamed chunks, usage, the
// key, and each way an answer can fail.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestModelServer, type TestModelServer } from '../../testing/start-test-model-server';
import {
  AssistantModelError,
  streamChatCompletion,
  type ChatMessage,
  type ModelEvent,
  type ModelServerConfig,
} from './model-client';

const MESSAGES: ChatMessage[] = [
  { role: 'system', content: 'Você é um tutor.' },
  { role: 'user', content: 'Por que meu teste falha?' },
];

describe('the model server adapter', () => {
  let model: TestModelServer;
  let config: ModelServerConfig;

  beforeAll(async () => {
    model = await startTestModelServer();
    config = { baseUrl: model.baseUrl, model: 'tutor-teste', apiKey: 'chave', timeoutMs: 2_000 };
  });
  afterAll(async () => model.close());
  beforeEach(() => {
    model.requests.length = 0;
    model.setBehaviour({ kind: 'answer', chunks: ['Olá', '! Vamos', ' pensar juntos.'] });
  });

  const collect = async (options: Partial<Parameters<typeof streamChatCompletion>[0]> = {}) => {
    const events: ModelEvent[] = [];
    for await (const event of streamChatCompletion({
      config,
      messages: MESSAGES,
      maxTokens: 500,
      ...options,
    })) {
      events.push(event);
    }
    return events;
  };
  const failureOf = async (options: Partial<Parameters<typeof streamChatCompletion>[0]> = {}) => {
    const error = await collect(options).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(AssistantModelError);
    return error as AssistantModelError;
  };

  it('streams the answer chunk by chunk, then the tokens used', async () => {
    const events = await collect();
    expect(events).toEqual([
      { type: 'delta', content: 'Olá' },
      { type: 'delta', content: '! Vamos' },
      { type: 'delta', content: ' pensar juntos.' },
      { type: 'usage', promptTokens: 100, completionTokens: 3 },
    ]);
    const [request] = model.requests;
    expect(request?.authorization).toBe('Bearer chave');
    expect(request?.body).toMatchObject({
      model: 'tutor-teste',
      stream: true,
      max_tokens: 500,
      messages: MESSAGES,
    });
  });

  it('sends no authorization to a server without a key', async () => {
    await collect({ config: { ...config, apiKey: undefined } });
    expect(model.requests[0]?.authorization).toBeUndefined();
  });

  it('reports an error status as refused, with the status', async () => {
    model.setBehaviour({ kind: 'error', status: 503 });
    const error = await failureOf();
    expect(error.kind).toBe('refused');
    expect(error.status).toBe(503);
  });

  it('reports a stream cut before its end as dropped, after what did arrive', async () => {
    model.setBehaviour({ kind: 'drop', chunks: ['Comece ', 'olhando'] });
    const events: ModelEvent[] = [];
    const error = await (async () => {
      for await (const event of streamChatCompletion({
        config,
        messages: MESSAGES,
        maxTokens: 500,
      })) {
        events.push(event);
      }
    })().then(
      () => undefined,
      (thrown: unknown) => thrown as AssistantModelError,
    );
    expect(error?.kind).toBe('dropped');
    expect(events).toEqual([
      { type: 'delta', content: 'Comece ' },
      { type: 'delta', content: 'olhando' },
    ]);
  });

  it('gives up after the configured time when the server says nothing', async () => {
    model.setBehaviour({ kind: 'silent' });
    const error = await failureOf({ config: { ...config, timeoutMs: 300 } });
    expect(error.kind).toBe('timeout');
  });

  it('stops when the learner stops it', async () => {
    model.setBehaviour({ kind: 'answer', chunks: ['a', 'b', 'c'], chunkDelayMs: 200 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const error = await failureOf({ signal: controller.signal });
    expect(error.kind).toBe('stopped');
  });

  it('reports an unreachable server as unavailable', async () => {
    const error = await failureOf({ config: { ...config, baseUrl: 'http://127.0.0.1:9/v1' } });
    expect(error.kind).toBe('unavailable');
  });
});
