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
  /**
   * Code run before the learner's code (may be null). JavaScript challenges: at the start of each
   * evaluation. Challenges with a page: in the frame before the learner's document is written, so
   * before its scripts (and in the preview too: a mocked `fetch` answers there as well).
   */
  beforeUserCode?: string | null;
  /**
   * Code run after the learner's code, before each test (may be null), in the test's own scope: a
   * `const` it declares is there for the test. JavaScript challenges: after the learner's code in
   * the same evaluation. Challenges with a page: once the document has loaded, just before the test.
   */
  afterUserCode?: string | null;
};

export type TestResult = {
  text: string;
  pass: boolean;
  /**
   * Why the test failed, as raised: the assertion's message, or one of the spec's keys ('Test
   * timed out', 'Build error, …') — what logs and tests compare.
   */
  err?: string;
  /** Why the test failed, in Portuguese: what the learner sees (set on every failed test). */
  message?: string;
  stack?: string;
};

/** Where the code could not be parsed, for the editor to point at. */
export type BuildProblem = {
  /** In Portuguese, with the position when known. */
  message: string;
  /** The learner's file (an HTML file's for a script written inside it). */
  fileKey?: string;
  /** The line in that file as the editor shows it (from 1), and the column on it. */
  line?: number;
  column?: number;
};

export type RunResult = {
  tests: TestResult[];
  /**
   * Console lines: what the learner's code printed (console.log/info/warn/error) and what the
   * runner says about the run (errors, in Portuguese), capped in size.
   */
  logs: string[];
  /**
   * Set when the code could not be built: the raw reason ('No html or js(x) file found', Babel's
   * message…); the tests fail with 'Build error, …'.
   */
  buildError?: string;
  /** A syntax error: where it is, described for the learner. */
  buildProblem?: BuildProblem;
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
  challenge: Pick<RunnerChallenge, 'id' | 'challengeType' | 'beforeUserCode'>;
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
   * Starts what a first run needs while the page is still online: the workers — Babel's loaded
   * and given a little code to compile, so the first run does not wait for it — and, `frames`,
   * for a challenge with a page, the host of the test frames.
   */
  warm(options?: { frames?: boolean }): void;
  /** Ends workers and frames. */
  dispose(): void;
};
