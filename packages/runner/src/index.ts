// The runner's programmatic API (no React): what the challenge page and headless tools call.
// This first part runs pure-JavaScript challenges in web workers; challenges with HTML, CSS or
// React (preview and test frames) come next (issue 6 notes).
import { createWorkerPool, type CreateWorker } from './js/worker-pool';
import { runJsTests } from './js/run-js-tests';
import type { ChallengeRunner, RunnerFile } from './types';

export type { ChallengeRunner, RunResult, RunnerFile, TestResult } from './types';

const JAVASCRIPT_EXTENSIONS = ['js', 'jsx', 'ts', 'tsx'];

/** Can this runner run these files' tests? (Only JavaScript files, no HTML to render.) */
export const runsInWorker = (files: readonly Pick<RunnerFile, 'ext'>[]): boolean =>
  files.length > 0 && files.every((file) => JAVASCRIPT_EXTENSIONS.includes(file.ext));

const defaultCreateWorker: CreateWorker = () =>
  new Worker(new URL('./js/test-worker.ts', import.meta.url), {
    type: 'module',
    name: 'escola-test-worker',
  });

export const createRunner = ({
  createWorker = defaultCreateWorker,
}: { createWorker?: CreateWorker } = {}): Pick<ChallengeRunner, 'runTests' | 'dispose'> & {
  warm: () => void;
} => {
  const pool = createWorkerPool({ createWorker });
  return {
    runTests: (input) => runJsTests({ ...input, pool }),
    warm: () => pool.warm(),
    dispose: () => pool.dispose(),
  };
};
