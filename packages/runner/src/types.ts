// The runner's public shapes: what a challenge page (or the headless curriculum test) gives the
// runner and what it gets back. Browser code, no React. The spec's limits live in `limits.ts`.

/** One file of the learner's code, as the editor holds it. */
export type RunnerFile = {
  /** ext + name, e.g. "indexhtml", "scriptjs". */
  fileKey: string;
  name: string;
  /** "html" | "css" | "scss" | "js" | "jsx" | "ts" | "tsx"… */
  ext: string;
  contents: string;
};

export type RunnerTest = {
  /** Sanitised HTML of the Portuguese test text (shown to the learner). */
  text: string;
  /** JavaScript evaluated in the test context; throws (chai `assert`) when the test fails. */
  testString: string;
};

/** What the runner needs of a challenge (a subset of its page data). */
export type RunnerChallenge = {
  id: string;
  challengeType: number;
  tests: readonly RunnerTest[];
  /** Code run before the learner's code in the test context (may be null). */
  beforeTests?: string | null;
  /** Code run after the tests (clean-up; may be null). */
  afterTests?: string | null;
};

export type TestResult = {
  text: string;
  pass: boolean;
  /** The failure shown to the learner: the assertion message, 'Test timed out', … */
  err?: string;
  stack?: string;
};

export type RunResult = {
  tests: TestResult[];
  /** Lines the learner's code printed (console.log/info/warn/error), capped in size. */
  logs: string[];
  /** Set when the code could not be built: 'No html or js(x) file found', 'Build error, …'. */
  buildError?: string;
};

export type ConsoleListener = (line: string) => void;

export type RunTestsInput = {
  challenge: RunnerChallenge;
  files: readonly RunnerFile[];
  /** Receives console lines as they come (the console panel). */
  onConsole?: ConsoleListener;
  signal?: AbortSignal;
};

export type UpdatePreviewInput = {
  /** The visible preview frame (the runner sets its sandbox and loads it). */
  frame: HTMLIFrameElement;
  challenge: Pick<RunnerChallenge, 'id' | 'challengeType'>;
  files: readonly RunnerFile[];
  /** Key under which the preview's scroll position is remembered (the page path). */
  previewKey: string;
  onConsole?: ConsoleListener;
};

export type ChallengeRunner = {
  /** Builds the code, runs every test (JS in workers, challenges with a page in test frames). */
  runTests(input: RunTestsInput): Promise<RunResult>;
  /** Rebuilds the preview frame now (the page debounces keystrokes by PREVIEW_DEBOUNCE_MS). */
  updatePreview(input: UpdatePreviewInput): Promise<void>;
  /**
   * Starts what a first run needs while the page is still online: the workers, and — `frames`,
   * for a challenge with a page — the host of the test frames.
   */
  warm(options?: { frames?: boolean }): void;
  /** Ends workers and frames. */
  dispose(): void;
};
