// The trilhas' titles from the curriculum index the app already loads (as /learn does), in
// superOrder; while it loads or when it fails, the slugs stand in so the form still works.
import { useMemo } from 'react';
import { SUPER_BLOCKS, type SuperBlock } from '@escola/domain/super-blocks';
import { useCurriculumIndex } from '../../../../lib/page-data';

export type SuperBlockOption = { superBlock: SuperBlock; title: string };

export const useSuperBlockTitles = () => {
  const query = useCurriculumIndex();
  const options = useMemo<SuperBlockOption[]>(() => {
    const titles = new Map(
      (query.data?.superBlocks ?? []).map((entry) => [entry.superBlock, entry.title]),
    );
    return SUPER_BLOCKS.map((superBlock) => ({
      superBlock,
      title: titles.get(superBlock) ?? superBlock,
    }));
  }, [query.data]);
  return { options, isLoading: query.isPending };
};
