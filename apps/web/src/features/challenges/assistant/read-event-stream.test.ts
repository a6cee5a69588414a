import { describe, expect, it } from 'vitest';
import type { ChatAssistantStreamEvent } from '@escola/contracts/chat-assistant';
import { readEventStream } from './read-event-stream';

const streamOf = (pieces: Uint8Array[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(piece);
      controller.close();
    },
  });

const readAll = async (body: ReadableStream<Uint8Array>) => {
  const events: ChatAssistantStreamEvent[] = [];
  for await (const event of readEventStream(body)) events.push(event);
  return events;
};

const SESSION = 'b2c3d4e5-0000-4000-8000-000000000001';
const events: ChatAssistantStreamEvent[] = [
  { type: 'session', session_id: SESSION },
  { type: 'delta', content: 'Olá! Você já reparou' },
  { type: 'delta', content: ' no teste que falha? ✓ ação' },
  { type: 'done', session_id: SESSION },
];
const wire = new TextEncoder().encode(
  events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join(''),
);

describe('readEventStream', () => {
  it('reads every event when the bytes arrive in one piece', async () => {
    expect(await readAll(streamOf([wire]))).toEqual(events);
  });

  it('reads the same events when pieces cut events, lines and characters in two', async () => {
    // Every 7 bytes: cuts fall inside the JSON, between "\n" and "\n", and inside "✓" and "ç".
    const pieces: Uint8Array[] = [];
    for (let start = 0; start < wire.length; start += 7) pieces.push(wire.slice(start, start + 7));
    expect(await readAll(streamOf(pieces))).toEqual(events);
  });

  it('reads one byte at a time', async () => {
    const pieces = Array.from(wire, (byte) => new Uint8Array([byte]));
    expect(await readAll(streamOf(pieces))).toEqual(events);
  });

  it('skips comments, accepts CRLF and a last event without its blank line', async () => {
    const text =
      ': a keep-alive comment\r\n\r\n' +
      `event: message\r\ndata: ${JSON.stringify(events[1])}\r\n\r\n` +
      `data: ${JSON.stringify({ type: 'error', detail: 'O modelo não respondeu.' })}`;
    expect(await readAll(streamOf([new TextEncoder().encode(text)]))).toEqual([
      events[1],
      { type: 'error', detail: 'O modelo não respondeu.' },
    ]);
  });
});
