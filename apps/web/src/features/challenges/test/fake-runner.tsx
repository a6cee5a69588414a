// Stand-ins for the workspace's unit tests: a runner that answers what each test says (the real
// one runs in a browser and has its own tests), an editor that is a plain text field (CodeMirror
// runs in the e2e journeys) and an empty preview (the runner's). Use with vi.mock in the test file:
//   vi.mock('@escola/runner/index', async () => (await import('../test/fake-runner')).runnerModule);
import { useEffect } from 'react';
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

const FakeEditor = ({
  label,
  initialContents,
  problem,
  onChange,
  onRun,
  onSave,
  onReady,
}: CodeEditorProps) => {
  useEffect(() => onReady?.(), [onReady]);
  return (
    <textarea
      aria-label={label}
      data-problem-line={problem?.line}
      defaultValue={initialContents}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.ctrlKey) onRun();
        if (event.key === 's' && event.ctrlKey) onSave();
      }}
    />
  );
};

export const editorModule = { default: FakeEditor };

export const previewModule = {
  ChallengePreview: () => <div data-testid="challenge-preview" />,
};

/** jsdom has no ResizeObserver; the resizable panes (react-resizable-panels) need one. */
class StillResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** Far from any point a test clicks (jsdom lays nothing out: every box is at 0, 0). */
const OFF_SCREEN = {
  x: -1e4,
  y: -1e4,
  width: 0,
  height: 0,
  top: -1e4,
  left: -1e4,
  right: -1e4,
  bottom: -1e4,
};

/**
 * A small screen (below 768 px) or a wide one, for the layout's media query. A wide one gets the
 * ResizeObserver its resizable panes need, and their groups are placed off screen: unlaid, every
 * click would land on their resize handles, which take the pointer.
 */
export const stubViewport = ({ wide }: { wide: boolean }) => {
  if (wide) {
    vi.stubGlobal('ResizeObserver', StillResizeObserver);
    const measure = Element.prototype.getBoundingClientRect;
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      if (this.hasAttribute('data-group')) return { ...OFF_SCREEN, toJSON: () => OFF_SCREEN };
      return measure.call(this);
    });
  }
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
