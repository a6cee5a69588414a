// Stand-ins for the workspace's unit tests: a runner that answers what each test says (the real
// one runs in a browser and has its own tests), an editor that is a plain text field (CodeMirror
// runs in the e2e journeys) and an empty preview (the runner's). Use with vi.mock in the test file:
//   vi.mock('@escola/runner/index', async () => (await import('../test/fake-runner')).runnerModule);
import { vi } from 'vitest';
import type { RunResult, RunnerFile } from '@escola/runner/index';
import type { CodeEditorProps } from '../components/code-editor';

type RunTestsInput = { files: readonly RunnerFile[]; onConsole?: (line: string) => void };

export const fakeRunner = {
  runTests: vi.fn<(input: RunTestsInput) => Promise<RunResult>>(),
  updatePreview: vi.fn(async () => undefined),
  warm: vi.fn(),
  dispose: vi.fn(),
};

/** Every test passes or fails as `passes` says; the console prints `logs`. */
export const answerRuns = ({ passes, logs = [] }: { passes: boolean[]; logs?: string[] }): void => {
  fakeRunner.runTests.mockImplementation(async () => ({
    tests: passes.map((pass, index) => ({
      text: `teste ${index + 1}`,
      pass,
      ...(pass ? {} : { err: `O teste ${index + 1} falhou.` }),
    })),
    logs,
  }));
};

/** The next run waits until `finish` is called with its result. */
export const holdNextRun = () => {
  let finish: (result: RunResult) => void = () => undefined;
  fakeRunner.runTests.mockImplementationOnce(
    () =>
      new Promise<RunResult>((resolve) => {
        finish = resolve;
      }),
  );
  return { finish: (result: RunResult) => finish(result) };
};

export const runnerModule = {
  createRunner: () => fakeRunner,
  hasPreview: (files: readonly Pick<RunnerFile, 'ext'>[]) =>
    files.some((file) => ['html', 'jsx', 'tsx'].includes(file.ext)),
};

const FakeEditor = ({ label, initialContents, onChange, onRun, onSave }: CodeEditorProps) => (
  <textarea
    aria-label={label}
    defaultValue={initialContents}
    onChange={(event) => onChange(event.target.value)}
    onKeyDown={(event) => {
      if (event.key === 'Enter' && event.ctrlKey) onRun();
      if (event.key === 's' && event.ctrlKey) onSave();
    }}
  />
);

export const editorModule = { default: FakeEditor };

export const previewModule = {
  ChallengePreview: () => <div data-testid="challenge-preview" />,
};

/** A small screen (below 768 px) or a wide one, for the layout's media query. */
export const stubViewport = ({ wide }: { wide: boolean }) => {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: wide,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
};
