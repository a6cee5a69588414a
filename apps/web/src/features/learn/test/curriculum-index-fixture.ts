// A small, valid curriculum index for the map's tests: the four trilhas, each with a couple of
// blocks and its certification projects at the spec's links; prev/next computed in reading order.
import type {
  CurriculumChallenge,
  CurriculumIndex,
  CurriculumSuperBlock,
} from '@escola/contracts/curriculum-index';
import { getSuperOrder, type SuperBlock } from '@escola/domain/super-blocks';

type FixtureChallenge = { id: string; slug: string; title: string; challengeType?: number };
type FixtureBlock = {
  block: string;
  title: string;
  order: number;
  introduction?: boolean;
  challenges: FixtureChallenge[];
};
type FixturePhase = { phase: string; title: string; blocks: FixtureBlock[] };
type FixtureSuperBlock = {
  superBlock: SuperBlock;
  title: string;
  certification: string | null;
  phases: FixturePhase[];
};

const challenge = (id: string, title = id, slug = id): FixtureChallenge => ({ id, slug, title });

export const FIXTURE_SUPER_BLOCKS: FixtureSuperBlock[] = [
  {
    superBlock: 'fundamentos-da-programacao-front-end',
    title: 'Fundamentos da Programação Front-End',
    certification: 'fundamentos-da-programacao-front-end',
    phases: [
      {
        phase: 'primeiros-passos',
        title: 'Primeiros passos',
        blocks: [
          {
            block: 'mundo-tech',
            title: 'Mundo Tech',
            order: 0,
            introduction: true,
            challenges: [challenge('mundo-tech', 'Mundo Tech'), challenge('como-a-web-funciona')],
          },
        ],
      },
      {
        phase: 'avaliacao',
        title: 'Avaliação',
        blocks: [
          {
            block: 'avaliacao-estudante',
            title: 'Avaliação do estudante',
            order: 2,
            challenges: [
              challenge(
                'projeto-o-quanto-voce-aprendeu',
                'O quanto você aprendeu?',
                'o-quanto-voce-aprendeu',
              ),
            ],
          },
        ],
      },
    ],
  },
  {
    superBlock: 'logica-de-programacao',
    title: 'Lógica de Programação',
    certification: 'logica-de-programacao',
    phases: [
      {
        phase: 'algoritmos',
        title: 'Algoritmos e variáveis',
        blocks: [
          {
            block: 'primeiros-algoritmos',
            title: 'Primeiros algoritmos',
            order: 3,
            challenges: [
              challenge('logica-algoritmo', 'O que é um algoritmo'),
              challenge('logica-variavel'),
            ],
          },
          {
            block: 'condicionais',
            title: 'Condicionais',
            order: 5,
            challenges: [challenge('logica-if', 'Decisões com if')],
          },
        ],
      },
      {
        phase: 'projetos-de-logica',
        title: 'Projetos de certificação',
        blocks: [
          {
            block: 'projetos-de-certificacao',
            title: 'Projetos de certificação',
            order: 10,
            challenges: [
              challenge(
                'projeto-pontuacao-de-atletas',
                'Pontuação de atletas',
                'pontuacao-de-atletas',
              ),
              challenge('projeto-dados-de-atletas', 'Dados de atletas', 'dados-de-atletas'),
            ],
          },
        ],
      },
    ],
  },
  {
    superBlock: 'html-css-javascript',
    title: 'HTML, CSS e Javascript',
    certification: 'html-css-javascript',
    phases: [
      {
        phase: 'estrutura-html',
        title: 'Estrutura HTML',
        blocks: [
          {
            block: 'elementos-html',
            title: 'Elementos HTML',
            order: 20,
            challenges: [challenge('html-titulos', 'Títulos')],
          },
        ],
      },
    ],
  },
  {
    superBlock: 'react',
    title: 'React',
    certification: 'react',
    phases: [
      {
        phase: 'primeiros-componentes',
        title: 'Primeiros componentes',
        blocks: [
          {
            block: 'jsx-e-componentes',
            title: 'JSX e componentes',
            order: 150,
            challenges: [challenge('react-jsx', 'Seu primeiro JSX')],
          },
        ],
      },
    ],
  },
];

/** Builds a valid index from the compact description (prev/next across blocks and trilhas). */
export const createCurriculumIndex = (
  superBlocks: FixtureSuperBlock[] = FIXTURE_SUPER_BLOCKS,
): CurriculumIndex => {
  const challenges: CurriculumChallenge[] = [];
  const indexSuperBlocks: CurriculumSuperBlock[] = superBlocks.map((superBlock) => {
    const superOrder = getSuperOrder(superBlock.superBlock);
    const base = `/learn/${superBlock.superBlock}`;
    return {
      superBlock: superBlock.superBlock,
      title: superBlock.title,
      superOrder,
      certification: superBlock.certification,
      path: `${base}/`,
      phases: superBlock.phases.map((phase, phaseOrder) => ({
        phase: phase.phase,
        title: phase.title,
        phaseOrder,
        blocks: phase.blocks.map((block) => {
          block.challenges.forEach((entry, challengeOrder) => {
            challenges.push({
              id: entry.id,
              title: entry.title,
              challengeType: entry.challengeType ?? 1,
              superBlock: superBlock.superBlock,
              superOrder,
              phase: phase.phase,
              phaseOrder,
              block: block.block,
              order: block.order,
              challengeOrder,
              path: `${base}/${block.block}/${entry.slug}`,
              prevChallengeId: null,
              prevChallengePath: null,
              nextChallengeId: null,
              nextChallengePath: null,
            });
          });
          return {
            block: block.block,
            title: block.title,
            order: block.order,
            introductionPath: block.introduction ? `${base}/${block.block}/` : null,
            challengeIds: block.challenges.map((entry) => entry.id),
          };
        }),
      })),
    };
  });
  challenges.forEach((entry, position) => {
    const prev = challenges[position - 1];
    const next = challenges[position + 1];
    entry.prevChallengeId = prev?.id ?? null;
    entry.prevChallengePath = prev?.path ?? null;
    entry.nextChallengeId = next?.id ?? null;
    entry.nextChallengePath = next?.path ?? null;
  });
  return { buildId: 'fixture-build', superBlocks: indexSuperBlocks, challenges };
};
