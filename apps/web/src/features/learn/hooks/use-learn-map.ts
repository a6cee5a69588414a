// The curriculum index (fetched once per visit) turned into the map model for the session user,
// recomputed only when the index or the user changes.
import { useMemo } from 'react';
import { useCurriculumIndex } from '../../../lib/page-data';
import { buildLearnMap, type LearnMap } from '../lib/build-learn-map';
import { toChallengeAccessUser } from '../../../lib/challenge-access-user';
import { useSessionUser } from '../../../lib/session-user';

export type LearnMapState =
  | { status: 'pending'; map: null }
  | { status: 'errored'; map: null }
  | { status: 'complete'; map: LearnMap };

export const useLearnMap = (): LearnMapState => {
  const { user } = useSessionUser();
  const query = useCurriculumIndex();
  const index = query.data;
  const map = useMemo(
    () =>
      index
        ? buildLearnMap({
            index,
            user: user ? toChallengeAccessUser(user) : null,
            currentChallengeId: user?.currentChallengeId,
          })
        : null,
    [index, user],
  );
  if (map) return { status: 'complete', map };
  return query.isError ? { status: 'errored', map: null } : { status: 'pending', map: null };
};
