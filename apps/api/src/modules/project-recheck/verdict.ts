// What a re-check concludes. Only `passed` lets the completion be recorded.
export type RecheckVerdict =
  | { kind: 'passed' }
  /** The first test that did not pass (0-based), with what failed (chai's or the error's message). */
  | { kind: 'test-failed'; testIndex: number; detail: string }
  /** The learner's code does not parse. */
  | { kind: 'syntax-error'; line: number | null; detail: string }
  /** The learner's code (or the challenge's code around it) threw before any test ran. */
  | { kind: 'code-error'; line: number | null; detail: string }
  /** The deadline passed (an endless loop, or code too slow). */
  | { kind: 'timeout' }
  /** The memory limit was reached. */
  | { kind: 'out-of-memory' }
  /** Too many re-checks waiting: try again. */
  | { kind: 'busy' }
  /** The sandbox itself failed (a worker that crashed or never started): nothing was judged. */
  | { kind: 'unavailable'; detail: string };

/** What one run gets: the challenge's tests and code around the learner's, and the submission. */
export type RecheckJob = {
  beforeUserCode: string | null;
  afterUserCode: string | null;
  testStrings: readonly string[];
  /** The learner's JavaScript: the submitted .js files, joined (what the runner evaluates). */
  code: string;
  /** What tests read as `code`: every submitted file, joined (the runner's `source`). */
  source: string;
};
