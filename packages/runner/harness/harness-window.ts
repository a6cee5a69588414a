// What the harness page exposes on `window`, shared by the page (harness.ts) and the Node side
// that drives it through Playwright (browser tests, curriculum:test). Types only.
import type { ChallengeRunner, RunResult, RunTestsInput, UpdatePreviewInput } from '../src/types';
import type { TransformJob } from './watch-transform-worker';

/** The runner the harness page created (`createRunner()`). */
export type HarnessRunner = ChallengeRunner;

/** runTests' result with what the page saw meanwhile: the console lines as they came, the time. */
export type HarnessRunResult = RunResult & { consoleLines: string[]; durationMs: number };

export type HarnessRunTestsInput = Omit<RunTestsInput, 'onConsole' | 'signal'>;
export type HarnessPreviewInput = Omit<UpdatePreviewInput, 'onConsole' | 'frame'>;

/** Small helpers over the runner: plain data in and out, so Playwright can call them. */
export type HarnessHelpers = {
  /** runTests, collecting onConsole lines; rejects as runTests does. */
  runTests(input: HarnessRunTestsInput): Promise<HarnessRunResult>;
  /** updatePreview on the page's #preview frame, collecting onConsole lines. */
  updatePreview(input: HarnessPreviewInput): Promise<{ consoleLines: string[] }>;
  /** Console lines of the latest runTests or updatePreview so far, as they come. */
  liveConsole: string[];
  /** How many runTests / updatePreview calls have not settled yet. */
  running: number;
  /** Clicks on #outro so far (also shown on the page). */
  clicks: number;
  /** The jobs sent to the runner's Babel worker so far (the warm-up's first). */
  transformJobs: TransformJob[];
};

export type HarnessWindow = Window & {
  escolaRunner: HarnessRunner;
  escolaHarness: HarnessHelpers;
};
