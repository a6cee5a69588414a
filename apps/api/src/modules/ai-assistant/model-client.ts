// The AI assistant's adapter to an OpenAI-compatible chat-completions server (issue 21): the
// answer streamed as it is written (server-sent events), ending with the tokens it used. Every way
// it can go wrong ends in one AssistantModelError the panel can show: the server unreachable, an
// error status, no complete answer within the configured time, a stream cut before `[DONE]`, or
// the learner stopping it. Prompts and answers are never logged here.
import type { AssistantConfig } from '../../config-assistant';

/** What the adapter needs of the configuration: where the server is and how long to wait. */
export type ModelServerConfig = Pick<AssistantConfig, 'baseUrl' | 'model' | 'apiKey' | 'timeoutMs'>;

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export type ModelEvent =
  | { type: 'delta'; content: string }
  | { type: 'usage'; promptTokens: number; completionTokens: number };

export type AssistantModelErrorKind = 'unavailable' | 'refused' | 'timeout' | 'dropped' | 'stopped';

export class AssistantModelError extends Error {
  constructor(
    readonly kind: AssistantModelErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AssistantModelError';
  }
}

type Chunk = {
  choices?: { delta?: { content?: string | null } }[];
  usage?: { prompt_tokens?: number; completion_tokens?: number } | null;
};

/** A body's bytes as they arrive (a reader loop: not every TypeScript lib iterates a stream). */
async function* readChunks(body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/** The `data:` payloads of a server-sent event stream, as they complete. */
export async function* readServerSentEvents(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const bytes of readChunks(body)) {
    buffer += decoder.decode(bytes, { stream: true }).replaceAll('\r\n', '\n');
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const event = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = event
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart())
        .join('\n');
      if (data !== '') yield data;
      end = buffer.indexOf('\n\n');
    }
  }
}

const eventsOf = function* (data: string): Generator<ModelEvent> {
  const chunk = JSON.parse(data) as Chunk;
  const content = chunk.choices?.[0]?.delta?.content;
  if (typeof content === 'string' && content !== '') yield { type: 'delta', content };
  if (chunk.usage) {
    yield {
      type: 'usage',
      promptTokens: chunk.usage.prompt_tokens ?? 0,
      completionTokens: chunk.usage.completion_tokens ?? 0,
    };
  }
};

/**
 * Streams the model's answer to `messages`. `signal` is the learner's (stop button, closed page);
 * the configured timeout bounds the whole answer.
 */
export async function* streamChatCompletion({
  config,
  messages,
  maxTokens,
  signal,
}: {
  config: ModelServerConfig;
  messages: ChatMessage[];
  maxTokens: number;
  signal?: AbortSignal;
}): AsyncGenerator<ModelEvent> {
  const timeout = AbortSignal.timeout(config.timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  let answering = false;
  const failure = (error: unknown): AssistantModelError => {
    if (error instanceof AssistantModelError) return error;
    if (signal?.aborted) return new AssistantModelError('stopped', 'resposta interrompida');
    if (timeout.aborted) return new AssistantModelError('timeout', 'o modelo demorou demais');
    if (error instanceof SyntaxError) {
      return new AssistantModelError('refused', 'o servidor do modelo respondeu algo ilegível');
    }
    return answering
      ? new AssistantModelError('dropped', 'a resposta do modelo foi interrompida')
      : new AssistantModelError('unavailable', 'servidor do modelo inacessível');
  };
  try {
    const response = await fetch(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        messages,
        stream: true,
        stream_options: { include_usage: true },
        max_tokens: maxTokens,
      }),
      signal: combined,
    });
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new AssistantModelError(
        'refused',
        `o servidor do modelo respondeu ${response.status}`,
        response.status,
      );
    }
    answering = true;
    for await (const data of readServerSentEvents(response.body)) {
      if (data === '[DONE]') return;
      yield* eventsOf(data);
    }
    throw new AssistantModelError('dropped', 'a resposta do modelo foi interrompida');
  } catch (error) {
    throw failure(error);
  }
}
