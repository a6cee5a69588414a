// What every kind of run shares: the console lines it collects (capped, passed on as they come)
// and the answer when the code could not be built or every test fails for one reason.
import { createConsoleCollector } from './console-lines';
import { BUILD_ERROR_MESSAGE } from './limits';
import type { ConsoleListener, RunResult, RunTestsInput, TestResult } from './types';

export const createRunLog = ({
  challenge,
  onConsole,
}: Pick<RunTestsInput, 'challenge' | 'onConsole'>) => {
  const collector = createConsoleCollector();
  const log: ConsoleListener = (line) => {
    if (collector.add(line)) onConsole?.(collector.lines.at(-1) ?? line);
  };
  const failAll = (err: string): TestResult[] =>
    challenge.tests.map((test) => ({ text: test.text, pass: false, err }));
  return {
    lines: collector.lines,
    log,
    failAll,
    /** The build failed: the console says why; every test fails with the build error. */
    buildFailed: (error: string): RunResult => {
      log(error);
      log(BUILD_ERROR_MESSAGE);
      return { tests: failAll(BUILD_ERROR_MESSAGE), logs: collector.lines, buildError: error };
    },
  };
};
