// A JavaScript test worker: runs the learner's code (to show its console output) or one test
// against it, with chai's `assert`, the code's source as `code` and freeCodeCamp's `__helpers`.
// Each is one evaluation of: the challenge's code before the learner's, the learner's code, the
// challenge's code after it, then the test — so the test reads what any of them declared.
// Served under /runner/ with a policy that allows eval and forbids every network request (apps/api
// security headers).
import { assert } from 'chai';
import { formatConsoleLine } from '../console-lines';
import { LOOP_CALLBACK_NAME } from '../build/loop-protection';
import { formatLoopStoppedMessage } from '../limits';
import { TEST_HELPERS_NAME, testHelpers } from '../test-helpers';
import type { WorkerCode, WorkerReply, WorkerRequest } from './worker-protocol';

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

/** The parts of one evaluation, in order; `;` lines keep a part from running into the next. */
const joinCode = ({ beforeUserCode, code, afterUserCode }: WorkerCode, test = '') =>
  [beforeUserCode, code, afterUserCode, test].join('\n;\n');

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  loopLine = undefined;
  reportLoop = request.kind === 'run-code';
  if (request.kind === 'run-code') {
    try {
      await new AsyncFunction('console', TEST_HELPERS_NAME, joinCode(request))(
        capturingConsole,
        testHelpers,
      );
      post({ kind: 'done', ...loopField() });
    } catch (error) {
      post({ kind: 'done', error: describeError(error).err, ...loopField() });
    }
    return;
  }
  try {
    const body = joinCode(request, request.testString);
    await new AsyncFunction('assert', 'code', 'console', TEST_HELPERS_NAME, body)(
      assert,
      request.source,
      silentConsole,
      testHelpers,
    );
    post({ kind: 'test', pass: true, ...loopField() });
  } catch (error) {
    post({ kind: 'test', pass: false, ...describeError(error), ...loopField() });
  }
};
