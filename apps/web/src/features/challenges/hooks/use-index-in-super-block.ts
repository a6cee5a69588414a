// Where a challenge sits in its superblock (domain rule), from the curriculum index; null until the
// index is loaded.
import { getIndexInSuperBlock } from '@escola/domain/challenge-access';
import { useCurriculumIndex } from '../../../lib/page-data';

export const useIndexInSuperBlock = (challengeId: string): number | null => {
  const index = useCurriculumIndex();
  return index.data
    ? getIndexInSuperBlock({ challenges: index.data.challenges, id: challengeId })
    : null;
};
