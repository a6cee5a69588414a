// The validated model → the build's outputs: the public index, one page data per challenge and
// introduction, and the API's server index. Reading order is (superOrder, phaseOrder, order,
// challengeOrder); prev/next follow it across blocks, phases and superblocks, except that the last
// challenge of a superblock has no next (the web goes to /learn/<superBlock>/#<superBlock>-projects).
import type {
  ChallengePageData,
  IntroductionPageData,
} from '@escola/contracts/challenge-page-data';
import type { CurriculumChallenge, CurriculumIndex } from '@escola/contracts/curriculum-index';
import type { ServerCurriculumIndex } from '@escola/contracts/curriculum-server-index';
import { CERT_SLUGS } from '@escola/domain/certifications';
import type { ModelBlock, ModelPhase, ModelSuperBlock } from './build-curriculum-model';
import {
  getBlockIntroductionPath,
  getChallengePath,
  getPageDataFile,
  getSuperBlockPath,
} from './challenge-paths';
import type { ParsedChallenge } from './parse-challenge-file';
import { toServerTests } from './server-tests';

export type AssembledCurriculum = {
  /** Without buildId yet: it is the hash of everything assembled here. */
  index: Omit<CurriculumIndex, 'buildId'>;
  /** Page data by file, relative to dist/page-data (`learn/…/page-data.json`). */
  pages: Map<string, ChallengePageData | IntroductionPageData>;
  server: Omit<ServerCurriculumIndex, 'buildId'>;
};

type Placed = {
  challenge: ParsedChallenge;
  superBlock: ModelSuperBlock;
  phase: ModelPhase;
  block: ModelBlock;
};

const listInReadingOrder = (superBlocks: readonly ModelSuperBlock[]): Placed[] =>
  superBlocks.flatMap((superBlock) =>
    superBlock.phases.flatMap((phase) =>
      phase.blocks.flatMap((block) =>
        block.challenges.map((challenge) => ({ challenge, superBlock, phase, block })),
      ),
    ),
  );

const pathOf = ({ challenge, superBlock, block }: Placed) =>
  getChallengePath({ superBlock: superBlock.superBlock, block: block.block, slug: challenge.slug });

const toIndexChallenge = ({
  placed,
  previous,
  next,
}: {
  placed: Placed;
  previous: Placed | undefined;
  next: Placed | undefined;
}): CurriculumChallenge => {
  const { challenge, superBlock, phase, block } = placed;
  const nextInSuperBlock = next && next.superBlock === superBlock ? next : undefined;
  return {
    id: challenge.id,
    title: challenge.title,
    challengeType: challenge.challengeType,
    superBlock: superBlock.superBlock,
    superOrder: superBlock.superOrder,
    phase: phase.phase,
    phaseOrder: phase.phaseOrder,
    block: block.block,
    order: block.order,
    challengeOrder: challenge.challengeOrder,
    path: pathOf(placed),
    prevChallengeId: previous?.challenge.id ?? null,
    prevChallengePath: previous ? pathOf(previous) : null,
    nextChallengeId: nextInSuperBlock?.challenge.id ?? null,
    nextChallengePath: nextInSuperBlock ? pathOf(nextInSuperBlock) : null,
  };
};

const toIndexSuperBlocks = (
  superBlocks: readonly ModelSuperBlock[],
): CurriculumIndex['superBlocks'] =>
  superBlocks.map((superBlock) => ({
    superBlock: superBlock.superBlock,
    title: superBlock.title,
    superOrder: superBlock.superOrder,
    certification: (CERT_SLUGS as readonly string[]).includes(superBlock.superBlock)
      ? superBlock.superBlock
      : null,
    path: getSuperBlockPath(superBlock.superBlock),
    phases: superBlock.phases.map((phase) => ({
      phase: phase.phase,
      title: phase.title,
      phaseOrder: phase.phaseOrder,
      blocks: phase.blocks.map((block) => ({
        block: block.block,
        title: block.title,
        order: block.order,
        introductionPath: block.introduction
          ? getBlockIntroductionPath({ superBlock: superBlock.superBlock, block: block.block })
          : null,
        challengeIds: block.challenges.map((challenge) => challenge.id),
      })),
    })),
  }));

const addIntroductionPages = ({
  superBlocks,
  pages,
}: {
  superBlocks: readonly ModelSuperBlock[];
  pages: AssembledCurriculum['pages'];
}) => {
  for (const superBlock of superBlocks) {
    pages.set(getPageDataFile(getSuperBlockPath(superBlock.superBlock)), {
      kind: 'superBlock',
      superBlock: superBlock.superBlock,
      block: null,
      title: superBlock.title,
      introduction: superBlock.introduction,
    });
    for (const block of superBlock.phases.flatMap((phase) => phase.blocks)) {
      if (!block.introduction) continue;
      pages.set(
        getPageDataFile(
          getBlockIntroductionPath({ superBlock: superBlock.superBlock, block: block.block }),
        ),
        {
          kind: 'block',
          superBlock: superBlock.superBlock,
          block: block.block,
          title: block.title,
          introduction: block.introduction,
        },
      );
    }
  }
};

export const assembleCurriculum = ({
  superBlocks,
}: {
  superBlocks: readonly ModelSuperBlock[];
}): AssembledCurriculum => {
  const placed = listInReadingOrder(superBlocks);
  const pages: AssembledCurriculum['pages'] = new Map();
  const challenges: CurriculumChallenge[] = [];
  const serverChallenges: ServerCurriculumIndex['challenges'] = [];
  const countBySuperBlock = new Map<string, number>();

  placed.forEach((entry, index) => {
    const indexChallenge = toIndexChallenge({
      placed: entry,
      previous: placed[index - 1],
      next: placed[index + 1],
    });
    challenges.push(indexChallenge);
    const { challenge, superBlock, block } = entry;
    pages.set(getPageDataFile(indexChallenge.path), {
      challenge: {
        ...indexChallenge,
        description: challenge.description,
        instructions: challenge.instructions,
        files: challenge.files,
        demo: challenge.demo,
        tests: challenge.tests,
        questions: challenge.questions,
        beforeUserCode: challenge.beforeUserCode,
        afterUserCode: challenge.afterUserCode,
        videoId: challenge.videoId ?? null,
        videoUrl: challenge.videoUrl ?? null,
        superBlockTitle: superBlock.title,
        blockTitle: block.title,
      },
    });
    const indexInSuperBlock = (countBySuperBlock.get(superBlock.superBlock) ?? 0) + 1;
    countBySuperBlock.set(superBlock.superBlock, indexInSuperBlock);
    // The contract keeps what the API needs: serializing drops the title and the neighbour paths.
    const serverTests = toServerTests(challenge);
    serverChallenges.push({
      ...indexChallenge,
      indexInSuperBlock,
      questions: challenge.answerKeys,
      ...(serverTests ? { serverTests } : {}),
    });
  });
  addIntroductionPages({ superBlocks, pages });
  return {
    index: { superBlocks: toIndexSuperBlocks(superBlocks), challenges },
    pages,
    server: { challenges: serverChallenges },
  };
};
