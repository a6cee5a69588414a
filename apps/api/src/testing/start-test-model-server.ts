// Test helper: a fake OpenAI-compatible model server over real HTTP on 127.0.0.1 (a free port),
// answering POST /v1/chat/completions as the real ones do: server-sent events of
// `chat.completion.chunk` objects, a last chunk with the token usage, then `data: [DONE]`; or one
// JSON completion when `stream` is false. What it answers is set with `setBehaviour`: an answer in
// chunks (with a delay before the first and between them), an error status, a stream that stops
// half-way, or nothing at all. It keeps the requests it got (body and authorization header).
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeModelBehaviour =
  | { kind: 'answer'; chunks: string[]; firstChunkDelayMs?: number; chunkDelayMs?: number }
  | { kind: 'error'; status: number }
  | { kind: 'drop'; chunks: string[] }
  | { kind: 'silent' };

export type FakeModelRequest = {
  authorization: string | undefined;
  body: {
    model?: string;
    stream?: boolean;
    messages?: { role: string; content: string }[];
    max_tokens?: number;
  };
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const chunkOf = (content: string) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-teste',
    object: 'chat.completion.chunk',
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  })}\n\n`;

const usageOf = (completionTokens: number) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-teste',
    object: 'chat.completion.chunk',
    choices: [],
    usage: {
      prompt_tokens: 100,
      completion_tokens: completionTokens,
      total_tokens: 100 + completionTokens,
    },
  })}\n\n`;

export const startTestModelServer = async ({
  initial = { kind: 'answer', chunks: ['Olá', '! Vamos', ' pensar juntos.'] },
}: { initial?: FakeModelBehaviour } = {}) => {
  let behaviour: FakeModelBehaviour = initial;
  const requests: FakeModelRequest[] = [];
  const open = new Set<ServerResponse>();

  const server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (part: string) => (raw += part));
    request.on('end', () => {
      void (async () => {
        const body = JSON.parse(raw || '{}') as FakeModelRequest['body'];
        requests.push({ authorization: request.headers.authorization, body });
        if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
          response.writeHead(404, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: { message: 'not found' } }));
          return;
        }
        const current = behaviour;
        if (current.kind === 'silent') {
          open.add(response);
          return;
        }
        if (current.kind === 'error') {
          response.writeHead(current.status, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: { message: 'modelo indisponível' } }));
          return;
        }
        if (body.stream !== true) {
          const content = current.chunks.join('');
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(
            JSON.stringify({
              choices: [{ index: 0, message: { role: 'assistant', content } }],
              usage: { prompt_tokens: 100, completion_tokens: current.chunks.length },
            }),
          );
          return;
        }
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.flushHeaders();
        if (current.kind === 'answer') await wait(current.firstChunkDelayMs ?? 0);
        for (const content of current.chunks) {
          if (response.destroyed) return;
          response.write(chunkOf(content));
          if (current.kind === 'answer') await wait(current.chunkDelayMs ?? 0);
        }
        if (current.kind === 'drop') {
          // What was written reaches the client first; then the connection goes, no [DONE].
          await wait(50);
          response.destroy();
          return;
        }
        response.write(usageOf(current.chunks.length));
        response.end('data: [DONE]\n\n');
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    setBehaviour: (next: FakeModelBehaviour) => {
      behaviour = next;
    },
    close: async () => {
      for (const response of open) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

export type TestModelServer = Awaited<ReturnType<typeof startTestModelServer>>;
