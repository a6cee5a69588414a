// Runs a pure-JavaScript challenge: the code is transformed (loops protected, 1500 ms / 2000
// turns), run once for its console output (within WORKER_TIMEOUT_MS), then each test runs in a
// worker against a fresh evaluation, each within TEST_TIMEOUT_MS. Code that never ends fails every
// test at once instead of waiting for each.
import { createRunLog } from '../run-log';
import {
  TEST_TIMEOUT_MESSAGE,
  TEST_TIMEOUT_MS,
  UNCAUGHT_ERROR_MESSAGE,
  WORKER_TIMEOUT_MS,
  formatLoopStoppedMessage,
} from '../limits';
import type { Builder } from '../build/create-builder';
import type { RunResult, RunTestsInput, TestResult } from '../types';
import type { WorkerPool } from '../worker-pool';

export const runJsTests = async ({
  pool,
  builder,
  challenge,
  files,
  onConsole,
  testTimeoutMs = TEST_TIMEOUT_MS,
  codeTimeoutMs = WORKER_TIMEOUT_MS,
}: RunTestsInput & {
  pool: WorkerPool;
  builder: Builder;
  testTimeoutMs?: number;
  codeTimeoutMs?: number;
}): Promise<RunResult> => {
  const { lines, log, failAll, buildFailed } = createRunLog({ challenge, onConsole });

  const transformed = await builder.transformScripts(files, 'test');
  if (!transformed.ok) return buildFailed(transformed.error);
  const code = transformed.scripts.map((script) => script.code).join('\n');
  const source = files.map((file) => file.contents).join('\n');

  const first = await pool.run({
    request: { kind: 'run-code', code },
    timeoutMs: codeTimeoutMs,
    onLog: log,
  });
  if (first.kind === 'timeout') return { tests: failAll(TEST_TIMEOUT_MESSAGE), logs: lines };
  if (first.reply.kind !== 'test' && first.reply.error !== undefined) {
    log(first.reply.error);
    log(UNCAUGHT_ERROR_MESSAGE);
  }
  // A loop stopped on the first run stops in every test: say so once, for all.
  if (first.reply.kind === 'done' && first.reply.loopLine !== undefined) {
    return { tests: failAll(formatLoopStoppedMessage(first.reply.loopLine)), logs: lines };
  }

  const tests: TestResult[] = [];
  for (const test of challenge.tests) {
    const outcome = await pool.run({
      request: {
        kind: 'run-test',
        code,
        source,
        testString: test.testString,
        beforeTests: challenge.beforeTests ?? '',
        afterTests: challenge.afterTests ?? '',
      },
      timeoutMs: testTimeoutMs,
    });
    if (outcome.kind === 'timeout') {
      tests.push({ text: test.text, pass: false, err: TEST_TIMEOUT_MESSAGE });
    } else if (outcome.reply.kind === 'test' && outcome.reply.loopLine !== undefined) {
      tests.push({
        text: test.text,
        pass: false,
        err: formatLoopStoppedMessage(outcome.reply.loopLine),
      });
    } else if (outcome.reply.kind === 'test') {
      const { pass, err, stack } = outcome.reply;
      tests.push({
        text: test.text,
        pass,
        ...(err === undefined ? {} : { err }),
        ...(stack ? { stack } : {}),
      });
    } else {
      tests.push({
        text: test.text,
        pass: false,
        err: outcome.reply.error ?? UNCAUGHT_ERROR_MESSAGE,
      });
    }
  }
  return { tests, logs: lines };
};
