// What every kind of run shares: the console lines it collects (capped, passed on as they come),
// failed tests with the learner's Portuguese message beside the raw reason, and the answer when
// the code could not be built or every test fails for one reason. What the runner itself says in
// the console is in Portuguese; the spec's English keys stay in `err` and `buildError`.
import { createConsoleCollector } from './console-lines';
import type { BuildFailure } from './build/create-builder';
import { describeBuildFailure } from './describe-build-failure';
import { describeFailure } from './feedback/index';
import { BUILD_ERROR_MESSAGE, UNCAUGHT_ERROR_MESSAGE } from './limits';
import type { ConsoleListener, RunResult, RunTestsInput, TestResult } from './types';

/** A failed test: the raw reason (`err`) and what the learner reads (`message`). */
export const failedTest = (text: string, err: string, stack?: string): TestResult => ({
  text,
  pass: false,
  err,
  message: describeFailure(err),
  ...(stack ? { stack } : {}),
});

export const createRunLog = ({
  challenge,
  onConsole,
}: Pick<RunTestsInput, 'challenge' | 'onConsole'>) => {
  const collector = createConsoleCollector();
  const log: ConsoleListener = (line) => {
    if (collector.add(line)) onConsole?.(collector.lines.at(-1) ?? line);
  };
  const failAll = (err: string): TestResult[] =>
    challenge.tests.map((test) => failedTest(test.text, err));
  let sawUncaughtError = false;
  return {
    lines: collector.lines,
    log,
    failAll,
    /** The learner's code threw outside a test: the error, then (once a run) the spec's note. */
    logUncaughtError: (raw: string) => {
      log(describeFailure(raw));
      if (!sawUncaughtError) log(describeFailure(UNCAUGHT_ERROR_MESSAGE));
      sawUncaughtError = true;
    },
    /** The build failed: the console says why; every test fails with the build error. */
    buildFailed: (failure: BuildFailure): RunResult => {
      const { lines, problem } = describeBuildFailure(failure);
      for (const line of lines) log(line);
      return {
        tests: failAll(BUILD_ERROR_MESSAGE),
        logs: collector.lines,
        buildError: failure.error,
        ...(problem ? { buildProblem: problem } : {}),
      };
    },
  };
};
