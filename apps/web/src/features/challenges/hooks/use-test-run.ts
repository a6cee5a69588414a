// A run of the challenge's tests (docs/product/workspace.md): it clears the console, which says
// 'running tests' until output comes, runs every test, marks each passed or failed and adds one
// attempt. A full pass that may be submitted (domain rule) hands the result on. The runner says in
// the console (in Portuguese) why code could not be built; a runner that failed outright says
// nothing, so its reason is printed instead.
import { useCallback, useRef, useState, type RefObject } from 'react';
import { canSubmitChallenge } from '@escola/domain/challenge-completion';
import type { ChallengeRunner, RunResult, RunnerFile } from '@escola/runner/index';
import type { ChallengeContent } from '../lib/challenge-content';

export type RunStatus =
  { kind: 'idle' } | { kind: 'running' } | { kind: 'ran'; result: RunResult; passed: boolean };

/** A runner that failed outright (it could not build the code): every test fails with its reason. */
const failedRun = (challenge: ChallengeContent, error: unknown): RunResult => {
  const reason = error instanceof Error ? error.message : String(error);
  return {
    tests: challenge.tests.map((test) => ({ text: test.text, pass: false, err: reason })),
    logs: [reason],
    buildError: reason,
  };
};

const consoleOf = (result: RunResult): string[] =>
  result.logs.length > 0 || !result.buildError ? result.logs : [result.buildError];

export const useTestRun = ({
  challenge,
  runner,
  filesRef,
  onStart,
  onResult,
  onPass,
}: {
  challenge: ChallengeContent;
  runner: Pick<ChallengeRunner, 'runTests'>;
  filesRef: RefObject<RunnerFile[]>;
  onStart: () => void;
  /** Every run's result, passed or not (before `onPass`). */
  onResult?: (result: RunResult) => void;
  onPass: (result: RunResult) => Promise<void>;
}) => {
  const [status, setStatus] = useState<RunStatus>({ kind: 'idle' });
  const [attempts, setAttempts] = useState(0);
  const [consoleLines, setConsoleLines] = useState<string[]>([]);
  const isRunning = useRef(false);

  const run = useCallback(async () => {
    if (isRunning.current) return;
    isRunning.current = true;
    onStart();
    setConsoleLines([]);
    setStatus({ kind: 'running' });
    setAttempts((count) => count + 1);
    const result = await runner
      .runTests({
        challenge,
        files: filesRef.current,
        onConsole: (line) => setConsoleLines((lines) => [...lines, line]),
      })
      .catch((error: unknown) => failedRun(challenge, error));
    const passed =
      !result.buildError &&
      canSubmitChallenge({ challengeType: challenge.challengeType, tests: result.tests });
    setConsoleLines(consoleOf(result));
    setStatus({ kind: 'ran', result, passed });
    isRunning.current = false;
    onResult?.(result);
    if (passed) await onPass(result);
  }, [challenge, runner, filesRef, onStart, onResult, onPass]);

  const resetRun = useCallback(() => {
    setStatus({ kind: 'idle' });
    setAttempts(0);
    setConsoleLines([]);
  }, []);

  return { status, attempts, consoleLines, run, resetRun };
};
