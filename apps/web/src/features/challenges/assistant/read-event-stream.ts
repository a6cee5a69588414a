// Reads the server-sent events of a streamed answer from a fetch body (EventSource cannot POST):
// the bytes come in pieces that may cut an event, a line or even a character in two, so they are
// decoded as a stream and split only at the blank line that ends an event. Each event's `data:`
// lines form one JSON object; comments (`:`) and other fields are skipped.
import type { ChatAssistantStreamEvent } from '@escola/contracts/chat-assistant';

const EVENT_END = /\r?\n\r?\n/;

const parseEvent = (raw: string): ChatAssistantStreamEvent | null => {
  const data = raw
    .split(/\r?\n/)
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(5).replace(/^ /, ''))
    .join('\n');
  if (data === '') return null;
  return JSON.parse(data) as ChatAssistantStreamEvent;
};

export async function* readEventStream(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<ChatAssistantStreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end = EVENT_END.exec(buffer);
      while (end) {
        const event = parseEvent(buffer.slice(0, end.index));
        buffer = buffer.slice(end.index + end[0].length);
        if (event) yield event;
        end = EVENT_END.exec(buffer);
      }
    }
    buffer += decoder.decode();
    // A last event without its blank line still counts (the server closed right after it).
    const last = parseEvent(buffer);
    if (last) yield last;
  } finally {
    reader.releaseLock();
  }
}
