// After the session user is fetched (sign-in, reload, coming back online), progress the server
// did not take yet is sent again (lib/failed-updates); when some is taken, the user is fetched
// anew so points and completions show at once.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { replayFailedUpdates } from '../lib/failed-updates';
import { SESSION_USER_QUERY_KEY, useSessionUser } from '../lib/session-user';

export const FailedUpdatesReplay = () => {
  const { user } = useSessionUser();
  const queryClient = useQueryClient();
  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    const replay = () =>
      void replayFailedUpdates().then(async (confirmed) => {
        if (confirmed > 0)
          await queryClient.invalidateQueries({ queryKey: SESSION_USER_QUERY_KEY });
      });
    replay();
    window.addEventListener('online', replay);
    return () => window.removeEventListener('online', replay);
  }, [userId, queryClient]);
  return null;
};
