// One runner per open workspace: its first worker starts at once, so a run still works if the
// connection drops afterwards; it is disposed when the workspace closes.
import { useEffect, useMemo } from 'react';
import { createRunner } from '@escola/runner/index';

export const useChallengeRunner = () => {
  const runner = useMemo(() => createRunner(), []);
  useEffect(() => {
    runner.warm();
    return () => runner.dispose();
  }, [runner]);
  return runner;
};
