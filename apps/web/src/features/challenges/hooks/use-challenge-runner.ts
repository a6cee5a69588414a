// One runner per open workspace: what its first run needs starts at once — a worker, and for a
// challenge with a page the host of its test frames — so a run still works if the connection drops
// afterwards; it is disposed when the workspace closes.
import { useEffect, useMemo } from 'react';
import { createRunner } from '@escola/runner/index';

export const useChallengeRunner = ({ hasPage }: { hasPage: boolean }) => {
  const runner = useMemo(() => createRunner(), []);
  useEffect(() => {
    runner.warm({ frames: hasPage });
    return () => runner.dispose();
  }, [runner, hasPage]);
  return runner;
};
