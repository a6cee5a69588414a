// Runs a pure-JavaScript challenge: the code is transformed (loops protected, 1500 ms / 2000
// turns; module syntax ignored, as the files run as one script), run once for its console output
// (within WORKER_TIMEOUT_MS), then each test runs in a worker against a fresh evaluation — the
// challenge's code before the learner's, the learner's, the challenge's code after it, the test —
// each within TEST_TIMEOUT_MS. Code that never ends fails every test at once instead of waiting
// for each.
import { failedTest, createRunLog } from '../run-log';
import {
  TEST_TIMEOUT_MESSAGE,
  TEST_TIMEOUT_MS,
  UNCAUGHT_ERROR_MESSAGE,
  WORKER_TIMEOUT_MS,
  formatIgnoredImportMessage,
  formatLoopStoppedMessage,
} from '../limits';
import type { Builder } from '../build/create-builder';
import type { RunResult, RunTestsInput, TestResult } from '../types';
import type { WorkerPool } from '../worker-pool';
import { findMissingImports } from './find-missing-imports';
import type { WorkerCode } from './worker-protocol';

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
  const { lines, log, logUncaughtError, failAll, buildFailed } = createRunLog({
    challenge,
    onConsole,
  });

  const transformed = await builder.transformScripts(files, 'test', 'ignore');
  if (!transformed.ok) return buildFailed(transformed);
  for (const { source, line } of findMissingImports(transformed.ignoredImports, files)) {
    log(formatIgnoredImportMessage(source, line));
  }
  const evaluation: WorkerCode = {
    beforeUserCode: challenge.beforeUserCode ?? '',
    code: transformed.scripts.map((script) => script.code).join('\n'),
    afterUserCode: challenge.afterUserCode ?? '',
  };
  const source = files.map((file) => file.contents).join('\n');

  const first = await pool.run({
    request: { kind: 'run-code', ...evaluation },
    timeoutMs: codeTimeoutMs,
    onLog: log,
  });
  if (first.kind === 'timeout') return { tests: failAll(TEST_TIMEOUT_MESSAGE), logs: lines };
  if (first.reply.kind !== 'test' && first.reply.error !== undefined) {
    logUncaughtError(first.reply.error);
  }
  // A loop stopped on the first run stops in every test: say so once, for all.
  if (first.reply.kind === 'done' && first.reply.loopLine !== undefined) {
    return { tests: failAll(formatLoopStoppedMessage(first.reply.loopLine)), logs: lines };
  }

  const tests: TestResult[] = [];
  for (const test of challenge.tests) {
    const outcome = await pool.run({
      request: { kind: 'run-test', ...evaluation, source, testString: test.testString },
      timeoutMs: testTimeoutMs,
    });
    if (outcome.kind === 'timeout') {
      tests.push(failedTest(test.text, TEST_TIMEOUT_MESSAGE));
    } else if (outcome.reply.kind === 'test' && outcome.reply.loopLine !== undefined) {
      tests.push(failedTest(test.text, formatLoopStoppedMessage(outcome.reply.loopLine)));
    } else if (outcome.reply.kind === 'test') {
      const { pass, err, stack } = outcome.reply;
      tests.push(
        pass
          ? { text: test.text, pass }
          : failedTest(test.text, err ?? UNCAUGHT_ERROR_MESSAGE, stack),
      );
    } else {
      tests.push(failedTest(test.text, outcome.reply.error ?? UNCAUGHT_ERROR_MESSAGE));
    }
  }
  return { tests, logs: lines };
};
