// A JavaScript test worker: runs the learner's code (to show its console output) or one test
// against it, with chai's `assert` and the code's source as `code`. Served under /runner/ with a
// policy that allows eval and forbids every network request (apps/api security headers).
import { assert } from 'chai';
import { formatConsoleLine } from '../console-lines';
import { LOOP_CALLBACK_NAME } from '../build/loop-protection';
import { formatLoopStoppedMessage } from '../limits';
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

/** The line of the first loop the protection stopped during this job. */
let loopLine: number | undefined;
let reportLoop = false;
(self as unknown as Record<string, unknown>)[LOOP_CALLBACK_NAME] = (line: number) => {
  if (reportLoop && loopLine === undefined) {
    post({ kind: 'log', line: formatLoopStoppedMessage(line) });
  }
  loopLine ??= line;
};
const loopField = () => (loopLine === undefined ? {} : { loopLine });

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  loopLine = undefined;
  reportLoop = request.kind === 'run-code';
  if (request.kind === 'run-code') {
    try {
      await new AsyncFunction('console', request.code)(capturingConsole);
      post({ kind: 'done', ...loopField() });
    } catch (error) {
      post({ kind: 'done', error: describeError(error).err, ...loopField() });
    }
    return;
  }
  try {
    const body = `${request.beforeTests}\n${request.code}\n;\n${request.testString}\n;\n${request.afterTests}`;
    await new AsyncFunction('assert', 'code', 'console', body)(
      assert,
      request.source,
      silentConsole,
    );
    post({ kind: 'test', pass: true, ...loopField() });
  } catch (error) {
    post({ kind: 'test', pass: false, ...describeError(error), ...loopField() });
  }
};
