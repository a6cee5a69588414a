// Page data for the template tests: small, valid by the contracts, written for these tests.
import type {
  ChallengePageData,
  IntroductionPageData,
} from '@escola/contracts/challenge-page-data';
import {
  curriculumChallengeSchema,
  type CurriculumIndex,
} from '@escola/contracts/curriculum-index';
import type { StubRoutes } from '../../../test/fetch-stub';
import type { ChallengeContent } from '../lib/challenge-content';

export const SUPER_BLOCK = 'logica-de-programacao';
export const BLOCK = 'primeiros-algoritmos';

export const createChallenge = (overrides: Partial<ChallengeContent> = {}): ChallengeContent => {
  const slug = overrides.path?.split('/').at(-1) ?? 'guarde-valores';
  return {
    id: `logica-${slug}`,
    title: 'Guarde valores',
    challengeType: 1,
    superBlock: SUPER_BLOCK,
    superOrder: 1,
    phase: 'algoritmos-e-variaveis',
    phaseOrder: 0,
    block: BLOCK,
    order: 3,
    challengeOrder: 1,
    path: `/learn/${SUPER_BLOCK}/${BLOCK}/${slug}`,
    prevChallengeId: 'logica-o-que-e',
    prevChallengePath: `/learn/${SUPER_BLOCK}/${BLOCK}/o-que-e`,
    nextChallengeId: 'logica-faca-contas',
    nextChallengePath: `/learn/${SUPER_BLOCK}/${BLOCK}/faca-contas`,
    description: '<p>Variáveis <strong>guardam</strong> valores.</p>',
    instructions: '<p>Crie a variável <code>nome</code>.</p>',
    files: [],
    demo: null,
    tests: [],
    questions: [],
    beforeUserCode: null,
    afterUserCode: null,
    videoId: null,
    videoUrl: null,
    superBlockTitle: 'Lógica de Programação',
    blockTitle: 'Primeiros algoritmos',
    ...overrides,
  };
};

/** The fetch stub route answering a challenge's page data. */
export const pageDataRoute = (challenge: ChallengeContent): StubRoutes => ({
  [`GET /page-data${challenge.path}/page-data.json`]: {
    body: { challenge } satisfies ChallengePageData,
  },
});

export const BLOCK_INTRODUCTION: IntroductionPageData = {
  kind: 'block',
  superBlock: SUPER_BLOCK,
  block: BLOCK,
  title: 'Primeiros algoritmos',
  introduction: '<p>Neste bloco você escreve seus <em>primeiros</em> algoritmos.</p>',
};

/** The index entry of a challenge: zod drops the page-only fields. */
export const toIndexChallenge = (challenge: ChallengeContent) =>
  curriculumChallengeSchema.parse(challenge);

const indexChallenge = (slug: string, title: string, challengeOrder: number) =>
  toIndexChallenge(
    createChallenge({ path: `/learn/${SUPER_BLOCK}/${BLOCK}/${slug}`, title, challengeOrder }),
  );

/** The fetch stub route answering the curriculum index. */
export const curriculumIndexRoute = (index: CurriculumIndex = createIndex()): StubRoutes => ({
  'GET /page-data/curriculum.json': { body: index },
});

export const createIndex = ({
  introductionPath = `/learn/${SUPER_BLOCK}/${BLOCK}/`,
  challenges = [
    indexChallenge('o-que-e', 'O que é um algoritmo', 0),
    indexChallenge('guarde-valores', 'Guarde valores', 1),
  ],
}: {
  introductionPath?: string | null;
  /** The superblock's challenges, in order (one block); two of the block by default. */
  challenges?: CurriculumIndex['challenges'];
} = {}): CurriculumIndex => {
  return {
    buildId: 'teste',
    superBlocks: [
      {
        superBlock: SUPER_BLOCK,
        title: 'Lógica de Programação',
        superOrder: 1,
        certification: SUPER_BLOCK,
        path: `/learn/${SUPER_BLOCK}/`,
        phases: [
          {
            phase: 'algoritmos-e-variaveis',
            title: 'Algoritmos e variáveis',
            phaseOrder: 0,
            blocks: [
              {
                block: BLOCK,
                title: 'Primeiros algoritmos',
                order: 3,
                introductionPath,
                challengeIds: challenges.map((challenge) => challenge.id),
              },
            ],
          },
        ],
      },
    ],
    challenges,
  };
};
