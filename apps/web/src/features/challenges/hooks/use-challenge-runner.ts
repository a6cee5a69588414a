// One runner per open workspace, disposed when the workspace closes. What its first run needs — a
// worker, and for a challenge with a page the host of its test frames — starts once the editor is
// on the page (`warm`), so a run still works if the connection drops afterwards. Not before: the
// transform worker alone compiles ~3 MB of Babel, and on a busy two-core machine that work
// competed with the editor's own start. A warm-up asked for after the workspace closed is ignored.
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { createRunner } from '@escola/runner/index';

export const useChallengeRunner = ({ hasPage }: { hasPage: boolean }) => {
  const runner = useMemo(() => createRunner(), []);
  const open = useRef(false);
  const warmed = useRef(false);
  // A layout effect: it is in place before the editor's (passive) effect reports it is ready.
  useLayoutEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
      warmed.current = false;
      runner.dispose();
    };
  }, [runner]);
  const warm = useCallback(() => {
    if (!open.current || warmed.current) return;
    warmed.current = true;
    runner.warm({ frames: hasPage });
  }, [runner, hasPage]);
  return { runner, warm };
};
