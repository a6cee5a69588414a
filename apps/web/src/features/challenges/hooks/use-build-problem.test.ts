// The syntax error the workspace marks: set by a run, cleared by the learner's first edit, by a
// reset and by the next run that builds.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RunResult } from '@escola/runner/index';
import { useBuildProblem } from './use-build-problem';
import type { WorkspaceFilesStore } from './use-workspace-files';

const createStore = () => {
  const listeners = new Set<() => void>();
  const store: WorkspaceFilesStore & { set: (contents: string) => void } = {
    current: [{ fileKey: 'scriptjs', name: 'script', ext: 'js', contents: 'let idade = ;' }],
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (contents) => {
      store.current = [{ ...store.current[0]!, contents }];
      for (const listener of listeners) listener();
    },
  };
  return store;
};

const withProblem: RunResult = {
  tests: [{ text: 'a', pass: false, err: 'Build error', message: 'Não rodou.' }],
  logs: [],
  buildError: 'Unexpected token (1:12)',
  buildProblem: { message: 'Erro de sintaxe na linha 1.', fileKey: 'scriptjs', line: 1 },
};
const built: RunResult = { tests: [{ text: 'a', pass: false, err: 'x' }], logs: [] };

describe('useBuildProblem', () => {
  it('a run with a syntax error marks it; the first edit clears it', () => {
    const store = createStore();
    const { result } = renderHook(() => useBuildProblem(store));
    expect(result.current.problem).toBeNull();
    act(() => result.current.showRun(withProblem));
    expect(result.current.problem).toEqual({
      fileKey: 'scriptjs',
      line: 1,
      message: 'Erro de sintaxe na linha 1.',
    });
    act(() => store.set('let idade = 1'));
    expect(result.current.problem).toBeNull();
  });

  it('the next run that builds clears it; a reset does too', () => {
    const store = createStore();
    const { result } = renderHook(() => useBuildProblem(store));
    act(() => result.current.showRun(withProblem));
    act(() => result.current.showRun(built));
    expect(result.current.problem).toBeNull();
    act(() => result.current.showRun(withProblem));
    act(() => result.current.clear());
    expect(result.current.problem).toBeNull();
  });
});
