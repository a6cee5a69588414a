// A block of the curriculum index with its superblock and its challenges, in order.
import type {
  CurriculumBlock,
  CurriculumChallenge,
  CurriculumIndex,
  CurriculumSuperBlock,
} from '@escola/contracts/curriculum-index';

export type FoundBlock = {
  superBlock: CurriculumSuperBlock;
  block: CurriculumBlock;
  challenges: CurriculumChallenge[];
};

export const findBlock = ({
  index,
  superBlock,
  block,
}: {
  index: CurriculumIndex;
  superBlock: string;
  block: string;
}): FoundBlock | null => {
  const trilha = index.superBlocks.find((entry) => entry.superBlock === superBlock);
  const found = trilha?.phases
    .flatMap((phase) => phase.blocks)
    .find((entry) => entry.block === block);
  if (!trilha || !found) return null;
  const ids = new Set(found.challengeIds);
  return {
    superBlock: trilha,
    block: found,
    challenges: index.challenges.filter((challenge) => ids.has(challenge.id)),
  };
};
