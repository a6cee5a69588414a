// The syntax error the editor marks: set by a run whose code could not be built, replaced or
// cleared by the next run (cleared when it builds), and cleared as soon as the learner edits any
// file — the line may no longer be where the error is — or resets the challenge. A keystroke
// re-renders nothing while no error is marked (decision 027): the store is read, not watched.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RunResult } from '@escola/runner/index';
import { getMarkedProblem, type MarkedProblem } from '../lib/build-problem';
import type { WorkspaceFilesStore } from './use-workspace-files';

export const useBuildProblem = (files: WorkspaceFilesStore) => {
  const [problem, setProblem] = useState<MarkedProblem | null>(null);
  const shown = useRef(false);
  const show = useCallback((next: MarkedProblem | null) => {
    shown.current = next !== null;
    setProblem(next);
  }, []);

  useEffect(
    () =>
      files.subscribe(() => {
        if (shown.current) show(null);
      }),
    [files, show],
  );

  /** After each run: its syntax error, if it had one with a line. */
  const showRun = useCallback(
    (result: RunResult) => show(getMarkedProblem(result, files.current)),
    [files, show],
  );
  const clear = useCallback(() => show(null), [show]);

  return { problem, showRun, clear };
};
