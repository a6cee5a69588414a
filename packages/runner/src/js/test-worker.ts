// A JavaScript test worker: runs the learner's code (to show its console output) or one test
// against it, with chai's `assert` and the code's source as `code`. Served under /runner/ with a
// policy that allows eval and forbids every network request (apps/api security headers).
import { assert } from 'chai';
import { formatConsoleLine } from '../console-lines';
import type { WorkerReply, WorkerRequest } from './worker-protocol';

const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
  ...parameters: string[]
) => (...values: unknown[]) => Promise<unknown>;

const post = (reply: WorkerReply) => self.postMessage(reply);

const capturingConsole = {
  log: (...values: unknown[]) => post({ kind: 'log', line: formatConsoleLine(values) }),
  info: (...values: unknown[]) => post({ kind: 'log', line: formatConsoleLine(values) }),
  warn: (...values: unknown[]) => post({ kind: 'log', line: formatConsoleLine(values) }),
  error: (...values: unknown[]) => post({ kind: 'log', line: formatConsoleLine(values) }),
  debug: (...values: unknown[]) => post({ kind: 'log', line: formatConsoleLine(values) }),
};
const silentConsole = { log() {}, info() {}, warn() {}, error() {}, debug() {} };

const describeError = (error: unknown) =>
  error instanceof Error
    ? { err: error.message || error.name, stack: error.stack }
    : { err: String(error) };

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  if (request.kind === 'run-code') {
    try {
      await new AsyncFunction('console', request.code)(capturingConsole);
      post({ kind: 'done' });
    } catch (error) {
      post({ kind: 'done', error: describeError(error).err });
    }
    return;
  }
  try {
    const body = `${request.beforeTests}\n${request.code}\n;\n${request.testString}\n;\n${request.afterTests}`;
    await new AsyncFunction('assert', 'code', 'console', body)(assert, request.code, silentConsole);
    post({ kind: 'test', pass: true });
  } catch (error) {
    post({ kind: 'test', pass: false, ...describeError(error) });
  }
};
