// Runs a pure-JavaScript challenge: the code once (its console output, within WORKER_TIMEOUT_MS),
// then each test in a worker, each within TEST_TIMEOUT_MS. Code that never ends fails every test
// with 'Test timed out' at once instead of waiting for each.
import { createConsoleCollector } from '../console-lines';
import {
  TEST_TIMEOUT_MESSAGE,
  TEST_TIMEOUT_MS,
  UNCAUGHT_ERROR_MESSAGE,
  WORKER_TIMEOUT_MS,
} from '../limits';
import type { RunResult, RunTestsInput, TestResult } from '../types';
import type { WorkerPool } from './worker-pool';

const javaScriptOf = (files: RunTestsInput['files']): string =>
  files
    .filter((file) => ['js', 'jsx', 'ts', 'tsx'].includes(file.ext))
    .map((file) => file.contents)
    .join('\n');

export const runJsTests = async ({
  pool,
  challenge,
  files,
  onConsole,
  testTimeoutMs = TEST_TIMEOUT_MS,
  codeTimeoutMs = WORKER_TIMEOUT_MS,
}: RunTestsInput & {
  pool: WorkerPool;
  testTimeoutMs?: number;
  codeTimeoutMs?: number;
}): Promise<RunResult> => {
  const code = javaScriptOf(files);
  const logs = createConsoleCollector();
  const log = (line: string) => {
    if (logs.add(line)) onConsole?.(logs.lines.at(-1) ?? line);
  };
  const first = await pool.run({
    request: { kind: 'run-code', code },
    timeoutMs: codeTimeoutMs,
    onLog: log,
  });
  if (first.kind === 'timeout') {
    return {
      tests: challenge.tests.map((test) => ({
        text: test.text,
        pass: false,
        err: TEST_TIMEOUT_MESSAGE,
      })),
      logs: logs.lines,
    };
  }
  if (first.reply.kind === 'done' && first.reply.error !== undefined) {
    log(`${first.reply.error}`);
    log(UNCAUGHT_ERROR_MESSAGE);
  }
  const tests: TestResult[] = [];
  for (const test of challenge.tests) {
    const outcome = await pool.run({
      request: {
        kind: 'run-test',
        code,
        testString: test.testString,
        beforeTests: challenge.beforeTests ?? '',
        afterTests: challenge.afterTests ?? '',
      },
      timeoutMs: testTimeoutMs,
    });
    if (outcome.kind === 'timeout') {
      tests.push({ text: test.text, pass: false, err: TEST_TIMEOUT_MESSAGE });
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
  return { tests, logs: logs.lines };
};
