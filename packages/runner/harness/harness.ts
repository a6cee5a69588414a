// The runner's headless harness page: one runner, exposed as `window.escolaRunner` (and a few
// plain-data helpers as `window.escolaHarness`), a visible preview frame (#preview) and a button
// (#outro) whose clicks count on the page — a click that answers proves the page is not frozen.
// The runner is warmed as the challenge page warms it; its Babel worker's jobs are watched.
import { createRunner, RUNNER_WORKERS } from '../src/index';
import type { HarnessHelpers, HarnessRunner, HarnessWindow } from './harness-window';
import { watchTransformWorker, type TransformJob } from './watch-transform-worker';

const harnessWindow = window as unknown as HarnessWindow;
const transformJobs: TransformJob[] = [];
const runner: HarnessRunner = createRunner({
  workers: {
    ...RUNNER_WORKERS,
    transform: watchTransformWorker(RUNNER_WORKERS.transform, transformJobs),
  },
});
runner.warm({ frames: true });

const preview = document.querySelector<HTMLIFrameElement>('#preview');
const outro = document.querySelector<HTMLButtonElement>('#outro');
const counter = document.querySelector<HTMLOutputElement>('#cliques');
if (!preview || !outro || !counter)
  throw new Error('O harness perdeu #preview, #outro ou #cliques.');

const helpers: HarnessHelpers = {
  async runTests(input) {
    const consoleLines: string[] = [];
    helpers.liveConsole = consoleLines;
    helpers.running += 1;
    const started = performance.now();
    try {
      const result = await runner.runTests({
        ...input,
        onConsole: (line) => consoleLines.push(line),
      });
      return { ...result, consoleLines, durationMs: performance.now() - started };
    } finally {
      helpers.running -= 1;
    }
  },
  async updatePreview(input) {
    const consoleLines: string[] = [];
    helpers.liveConsole = consoleLines;
    helpers.running += 1;
    try {
      await runner.updatePreview({
        ...input,
        frame: preview,
        onConsole: (line) => consoleLines.push(line),
      });
      return { consoleLines };
    } finally {
      helpers.running -= 1;
    }
  },
  liveConsole: [],
  running: 0,
  clicks: 0,
  transformJobs,
};

outro.addEventListener('click', () => {
  helpers.clicks += 1;
  counter.textContent = String(helpers.clicks);
});

harnessWindow.escolaRunner = runner;
harnessWindow.escolaHarness = helpers;
document.documentElement.dataset.harness = 'pronto';
