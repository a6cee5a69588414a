// The runner's programmatic API (no React): what the challenge page and the headless tools call.
// Pure-JavaScript challenges run in web workers; challenges with a page (HTML, CSS, React) run in
// sandboxed frames, each test in a fresh one (children of a hidden frame host loaded once); the
// preview is a frame the page owns, holding a host of its own.
import { createBuilder } from './build/create-builder';
import { createPreview } from './dom/create-preview';
import { runDomTests } from './dom/run-dom-tests';
import { createTestFrameHost } from './dom/test-frame-host';
import { runJsTests } from './js/run-js-tests';
import type { ChallengeRunner, RunnerFile } from './types';
import { createWorkerPool, type CreateWorker } from './worker-pool';

export type { BuildProblem, ChallengeRunner, RunResult, RunnerFile, TestResult } from './types';
export type { CreateWorker } from './worker-pool';
export { PREVIEW_FRAME_SANDBOX } from './dom/create-preview';
export { PREVIEW_DEBOUNCE_MS } from './limits';

const JAVASCRIPT_EXTENSIONS = ['js', 'jsx', 'ts', 'tsx'];
const PAGE_EXTENSIONS = ['html', 'jsx', 'tsx'];

/** Are these files run in a worker? (Only JavaScript files, no page to render.) */
export const runsInWorker = (files: readonly Pick<RunnerFile, 'ext'>[]): boolean =>
  files.length > 0 &&
  files.every((file) => JAVASCRIPT_EXTENSIONS.includes(file.ext)) &&
  !hasPreview(files);

/** Do these files make a page the learner sees (HTML, or a React component)? */
export const hasPreview = (files: readonly Pick<RunnerFile, 'ext'>[]): boolean =>
  files.some((file) => PAGE_EXTENSIONS.includes(file.ext));

/** The runner's workers (Vite bundles each under /runner/); a harness may watch them. */
export const RUNNER_WORKERS: Record<'test' | 'transform' | 'scss', CreateWorker> = {
  test: () =>
    new Worker(new URL('./js/test-worker.ts', import.meta.url), {
      type: 'module',
      name: 'escola-test-worker',
    }),
  transform: () =>
    new Worker(new URL('./build/transform-worker.ts', import.meta.url), {
      type: 'module',
      name: 'escola-transform-worker',
    }),
  scss: () =>
    new Worker(new URL('./build/scss-worker.ts', import.meta.url), {
      type: 'module',
      name: 'escola-scss-worker',
    }),
};

export const createRunner = ({
  workers = RUNNER_WORKERS,
  testFrameContainer,
}: {
  workers?: Record<'test' | 'transform' | 'scss', CreateWorker>;
  /** Where the hidden host of the test frames is attached (document.body by default). */
  testFrameContainer?: HTMLElement;
} = {}): ChallengeRunner => {
  const pool = createWorkerPool({ createWorker: workers.test });
  const builder = createBuilder({
    createTransformWorker: workers.transform,
    createScssWorker: workers.scss,
  });
  const updatePreview = createPreview({ builder });
  const testHost = createTestFrameHost(() => testFrameContainer ?? document.body);
  return {
    runTests: (input) =>
      runsInWorker(input.files)
        ? runJsTests({ ...input, pool, builder })
        : runDomTests({ ...input, builder, testHost }),
    updatePreview,
    warm: ({ frames = false } = {}) => {
      builder.warm({ frames });
      pool.warm();
      if (frames) testHost.warm();
    },
    dispose: () => {
      pool.dispose();
      builder.dispose();
      testHost.discard();
    },
  };
};
