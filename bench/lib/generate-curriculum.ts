// Generates a curriculum tree of N challenges in the format of curriculum/README.md, shaped like
// the real one: the four superblocks, Mundo Tech first, the four checkpoints and every
// certification project at their fixed positions (so it builds with every check on), ~180 blocks
// across phases, and a mix of challenge types with realistic sizes. Used by bench:curriculum and
// by the /learn benches that need a big index.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CERTIFICATION_BY_SLUG } from '@escola/domain/certifications';
import { CHECKPOINTS } from '@escola/domain/checkpoints';
import { MUNDO_TECH_CHALLENGE_ID } from '@escola/domain/constants';
import { SUPER_BLOCKS, type SuperBlock } from '@escola/domain/super-blocks';
import {
  createRandom,
  generateChallengeMarkdown,
  type GeneratedChallenge,
  type Random,
} from './generate-challenge-markdown';

type FixedChallenge = {
  id: string;
  title: string;
  slug: string;
  challengeType: number;
  challengeOrder: number;
};
type PlannedBlock = {
  slug: string;
  title: string;
  order: number;
  fixed: FixedChallenge[];
  closed: boolean;
  count: number;
};
type PlannedPhase = { slug: string; title: string; phaseOrder: number; blocks: PlannedBlock[] };
type PlannedSuperBlock = { superBlock: SuperBlock; superOrder: number; phases: PlannedPhase[] };

/** Blocks per phase of each superblock, and the blocks whose order is fixed (phase → order). */
const SHAPE: Record<SuperBlock, { blocksPerPhase: number[]; anchors: Record<number, number> }> = {
  'fundamentos-da-programacao-front-end': { blocksPerPhase: [1, 1, 0], anchors: { 0: 0, 1: 1 } },
  'logica-de-programacao': { blocksPerPhase: [6, 6, 6, 6, 6, 6], anchors: { 0: 3 } },
  'html-css-javascript': {
    blocksPerPhase: [10, 10, 10, 10, 10, 10, 10, 4, 3],
    anchors: { 7: 120 },
  },
  react: { blocksPerPhase: [10, 10, 10, 4, 6, 6, 6, 6, 6], anchors: { 3: 177, 7: 201 } },
};
const CERTIFICATION_BLOCKS: Record<SuperBlock, string> = {
  'fundamentos-da-programacao-front-end': 'avaliacao-estudante',
  'logica-de-programacao': 'projetos-de-certificacao',
  'html-css-javascript': 'projetos-de-certificacao-trilha-2',
  react: 'projetos-de-certificacao-trilha-3',
};
const MIXED_TYPES = [1, 1, 1, 0, 0, 6, 6, 18, 18, 17, 11, 8, 1, 0, 6, 18, 1, 11, 0, 1];

const fixedAt = (superOrder: number, phaseOrder: number, order: number): FixedChallenge[] => {
  if (superOrder === 0 && order === 0) {
    return [
      {
        id: MUNDO_TECH_CHALLENGE_ID,
        title: 'Mundo Tech',
        slug: 'mundo-tech',
        challengeType: 18,
        challengeOrder: 0,
      },
    ];
  }
  return CHECKPOINTS.filter(
    (entry) =>
      entry.superOrder === superOrder && entry.phaseOrder === phaseOrder && entry.order === order,
  ).map((entry) => ({
    id: entry.challengeId,
    title: `Checkpoint: ${entry.topic}`,
    slug: entry.challengeId,
    challengeType: 1,
    challengeOrder: entry.challengeOrder,
  }));
};

const certificationBlock = (superBlock: SuperBlock, order: number): PlannedBlock => {
  const projects = CERTIFICATION_BY_SLUG[superBlock].projects.map((project, index) => ({
    id: project.id,
    title: project.title,
    slug: project.link.split('/').at(-1) ?? project.id,
    challengeType: superBlock === 'fundamentos-da-programacao-front-end' ? 8 : 3,
    challengeOrder: index,
  }));
  return {
    slug: CERTIFICATION_BLOCKS[superBlock],
    title: 'Projetos de certificação',
    order,
    fixed: projects,
    closed: true,
    count: projects.length,
  };
};

const planCurriculum = (challengeCount: number): PlannedSuperBlock[] => {
  let nextOrder = 0;
  const plan = SUPER_BLOCKS.map((superBlock, superOrder) => {
    const { blocksPerPhase, anchors } = SHAPE[superBlock];
    const phases = blocksPerPhase.map((blockCount, phaseOrder): PlannedPhase => {
      const anchor = anchors[phaseOrder];
      if (anchor !== undefined) {
        if (anchor < nextOrder) throw new Error(`plano inválido: order ${anchor} já passou`);
        nextOrder = anchor;
      }
      const blocks = Array.from({ length: blockCount }, (): PlannedBlock => {
        const order = nextOrder++;
        const slug = `bloco-${order}`;
        return {
          slug,
          title: `Bloco ${order}`,
          order,
          fixed: fixedAt(superOrder, phaseOrder, order),
          closed: false,
          count: 0,
        };
      });
      if (phaseOrder === blocksPerPhase.length - 1)
        blocks.push(certificationBlock(superBlock, nextOrder++));
      return {
        slug: `fase-${superOrder}-${phaseOrder}`,
        title: `Fase ${phaseOrder + 1}`,
        phaseOrder,
        blocks,
      };
    });
    return { superBlock, superOrder, phases };
  });
  const open = plan
    .flatMap((entry) => entry.phases.flatMap((phase) => phase.blocks))
    .filter((block) => !block.closed);
  const fixedCount = plan
    .flatMap((entry) => entry.phases.flatMap((phase) => phase.blocks))
    .reduce((sum, block) => sum + block.fixed.length, 0);
  const free = challengeCount - fixedCount;
  if (free < open.length * 2)
    throw new Error(`são precisos pelo menos ${fixedCount + open.length * 2} desafios`);
  open.forEach((block, index) => {
    block.count =
      Math.floor(free / open.length) + (index < free % open.length ? 1 : 0) + block.fixed.length;
  });
  return plan;
};

const ACTIONS = [
  ['Organize', 'organize'],
  ['Percorra', 'percorra'],
  ['Filtre', 'filtre'],
  ['Mostre', 'mostre'],
  ['Compare', 'compare'],
  ['Transforme', 'transforme'],
  ['Valide', 'valide'],
  ['Agrupe', 'agrupe'],
  ['Estilize', 'estilize'],
  ['Conte', 'conte'],
] as const;
const TOPICS = [
  ['as notas das atletas', 'notas-das-atletas'],
  ['o carrinho de compras', 'carrinho-de-compras'],
  ['a lista de tarefas', 'lista-de-tarefas'],
  ['o cardápio do dia', 'cardapio-do-dia'],
  ['os horários do ônibus', 'horarios-do-onibus'],
  ['as cidades do roteiro', 'cidades-do-roteiro'],
  ['o placar do jogo', 'placar-do-jogo'],
  ['os livros da biblioteca', 'livros-da-biblioteca'],
  ['as receitas da família', 'receitas-da-familia'],
  ['o estoque da padaria', 'estoque-da-padaria'],
] as const;

const blockChallenges = ({
  block,
  random,
}: {
  block: PlannedBlock;
  random: Random;
}): GeneratedChallenge[] =>
  Array.from({ length: block.count }, (_, challengeOrder) => {
    const fixed = block.fixed.find((entry) => entry.challengeOrder === challengeOrder);
    if (fixed) return fixed;
    const challengeType = MIXED_TYPES[Math.floor(random() * MIXED_TYPES.length)] ?? 1;
    const [action, actionSlug] = ACTIONS[Math.floor(random() * ACTIONS.length)] ?? ACTIONS[0];
    const [topic, topicSlug] = TOPICS[Math.floor(random() * TOPICS.length)] ?? TOPICS[0];
    const slug = `${actionSlug}-${topicSlug}-${block.order}-${challengeOrder}`;
    const title = `${action} ${topic} (${block.order}.${challengeOrder + 1})`;
    return { id: `desafio-${slug}`, title, slug, challengeType, challengeOrder };
  });

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** Writes `<directory>/content/…` and returns the content folder. */
export const generateCurriculum = async ({
  directory,
  challengeCount,
  seed = 2024,
}: {
  directory: string;
  challengeCount: number;
  seed?: number;
}): Promise<string> => {
  const random = createRandom(seed);
  const contentDirectory = path.join(directory, 'content');
  const files: [string, string][] = [];
  for (const { superBlock, superOrder, phases } of planCurriculum(challengeCount)) {
    const superFolder = path.join(contentDirectory, `${superOrder}-${superBlock}`);
    files.push([
      path.join(superFolder, '_trilha.md'),
      `---\nsuperBlock: ${superBlock}\ntitle: Trilha ${superOrder}\n---\n\nIntrodução da trilha ${superOrder}, com o que se aprende nela.\n`,
    ]);
    for (const phase of phases) {
      const phaseFolder = path.join(superFolder, `${pad(phase.phaseOrder, 2)}-${phase.slug}`);
      files.push([
        path.join(phaseFolder, '_fase.md'),
        `---\nphase: ${phase.slug}\nphaseOrder: ${phase.phaseOrder}\ntitle: ${phase.title}\n---\n`,
      ]);
      for (const block of phase.blocks) {
        const blockFolder = path.join(phaseFolder, `${pad(block.order, 3)}-${block.slug}`);
        const introduction =
          block.order % 3 === 0 ? `\nNeste bloco você pratica o que viu no bloco anterior.\n` : '';
        files.push([
          path.join(blockFolder, '_bloco.md'),
          `---\nblock: ${block.slug}\norder: ${block.order}\ntitle: ${block.title}\n---\n${introduction}`,
        ]);
        for (const challenge of blockChallenges({ block, random })) {
          const file = path.join(
            blockFolder,
            `${pad(challenge.challengeOrder, 2)}-${challenge.slug}.md`,
          );
          files.push([file, generateChallengeMarkdown({ challenge, random })]);
        }
      }
    }
  }
  const folders = [...new Set(files.map(([file]) => path.dirname(file)))].sort();
  for (const folder of folders) await mkdir(folder, { recursive: true });
  await Promise.all(files.map(([file, contents]) => writeFile(file, contents)));
  return contentDirectory;
};
