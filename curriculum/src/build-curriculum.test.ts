import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ChallengePageData,
  IntroductionPageData,
} from '@escola/contracts/challenge-page-data';
import { buildCurriculum } from './build-curriculum';
import { readBuildOutput } from './testing/read-build-output';
import { writeFixtureTree, type FixtureSuperBlock } from './testing/write-fixture-tree';

const FENCE = '```';
const CODE_BODY = `# --descricao--\n\nEscreva código.\n\n# --instrucoes--\n\nCrie \`x\`.\n\n# --arquivos--\n\n${FENCE}js arquivo=script.js\n// [editavel]\n\n// [/editavel]\n${FENCE}\n\n# --testes--\n\nx deve valer 1.\n\n${FENCE}js\nassert.strictEqual(x, 1);\n${FENCE}\n\n# --solucao--\n\n${FENCE}js arquivo=script.js\nconst x = 1; // SOLUCAO_SECRETA\n${FENCE}\n`;
const QUIZ_BODY = `# --descricao--\n\nResponda.\n\n# --perguntas--\n\n## Quanto é 1 + 1?\n\n- [ ] 1\n\n  RETORNO_SECRETO\n\n- [x] 2\n`;

const TREE: FixtureSuperBlock[] = [
  {
    superBlock: 'fundamentos-da-programacao-front-end',
    phases: [
      {
        phase: 'inicio',
        phaseOrder: 0,
        blocks: [
          {
            block: 'boas-vindas',
            order: 0,
            introduction: 'Bem-vindo ao **bloco**.',
            challenges: [{ id: 'a-zero' }, { id: 'a-um' }],
          },
        ],
      },
      {
        phase: 'web',
        phaseOrder: 1,
        blocks: [{ block: 'web', order: 1, challenges: [{ id: 'b-zero' }] }],
      },
    ],
  },
  {
    superBlock: 'logica-de-programacao',
    phases: [
      {
        phase: 'algoritmos',
        phaseOrder: 0,
        blocks: [
          {
            block: 'variaveis',
            order: 3,
            challenges: [
              { id: 'c-codigo', challengeType: 1, body: CODE_BODY },
              { id: 'c-quiz', challengeType: 8, body: QUIZ_BODY },
            ],
          },
          { block: 'lacos', order: 5, challenges: [{ id: 'd-zero' }] },
        ],
      },
      {
        phase: 'projetos',
        phaseOrder: 1,
        blocks: [{ block: 'projetos', order: 9, challenges: [{ id: 'e-zero' }] }],
      },
    ],
  },
  {
    superBlock: 'react',
    phases: [
      {
        phase: 'componentes',
        phaseOrder: 0,
        blocks: [{ block: 'jsx', order: 20, challenges: [{ id: 'f-zero' }] }],
      },
    ],
  },
];

const path0 = (superBlock: string, block: string, slug: string) =>
  `/learn/${superBlock}/${block}/${slug}`;

describe('buildCurriculum on a fixture tree', () => {
  let root: string;
  let output: Awaited<ReturnType<typeof readBuildOutput>>;
  let buildId: string;

  beforeAll(async () => {
    ({ root } = await writeFixtureTree(TREE));
    const result = await buildCurriculum({
      contentDirectory: path.join(root, 'content'),
      outputDirectory: path.join(root, 'dist'),
      checkRequiredContent: false,
    });
    buildId = result.buildId;
    output = await readBuildOutput(path.join(root, 'dist'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('lists every challenge in reading order', () => {
    expect(output.index.challenges.map((challenge) => challenge.id)).toEqual([
      'a-zero',
      'a-um',
      'b-zero',
      'c-codigo',
      'c-quiz',
      'd-zero',
      'e-zero',
      'f-zero',
    ]);
    expect(output.index.buildId).toBe(buildId);
    expect(output.server.buildId).toBe(buildId);
  });

  it('links prev/next across blocks and phases, and prev across superblocks', () => {
    const byId = new Map(output.index.challenges.map((challenge) => [challenge.id, challenge]));
    expect(byId.get('a-um')).toMatchObject({
      nextChallengeId: 'b-zero',
      nextChallengePath: path0('fundamentos-da-programacao-front-end', 'web', 'b-zero'),
    });
    expect(byId.get('c-quiz')).toMatchObject({
      nextChallengeId: 'd-zero',
      prevChallengeId: 'c-codigo',
    });
    expect(byId.get('d-zero')).toMatchObject({
      nextChallengeId: 'e-zero',
      nextChallengePath: path0('logica-de-programacao', 'projetos', 'e-zero'),
    });
    expect(byId.get('c-codigo')).toMatchObject({
      prevChallengeId: 'b-zero',
      prevChallengePath: path0('fundamentos-da-programacao-front-end', 'web', 'b-zero'),
    });
    expect(byId.get('a-zero')).toMatchObject({ prevChallengeId: null, prevChallengePath: null });
  });

  it('gives the last challenge of each superblock no next', () => {
    const byId = new Map(output.index.challenges.map((challenge) => [challenge.id, challenge]));
    for (const id of ['b-zero', 'e-zero', 'f-zero']) {
      expect(byId.get(id)).toMatchObject({ nextChallengeId: null, nextChallengePath: null });
    }
    expect(byId.get('f-zero')?.prevChallengeId).toBe('e-zero');
  });

  it('gives each challenge its position and path', () => {
    expect(output.index.challenges.find((challenge) => challenge.id === 'd-zero')).toMatchObject({
      superBlock: 'logica-de-programacao',
      superOrder: 1,
      phase: 'algoritmos',
      phaseOrder: 0,
      block: 'lacos',
      order: 5,
      challengeOrder: 0,
      path: '/learn/logica-de-programacao/lacos/d-zero',
    });
  });

  it('nests superblocks, phases and blocks, with introduction paths', () => {
    const [fundamentos, logica, react] = output.index.superBlocks;
    expect(output.index.superBlocks.map((entry) => entry.superOrder)).toEqual([0, 1, 3]);
    expect(fundamentos).toMatchObject({
      title: 'Trilha fundamentos-da-programacao-front-end',
      certification: 'fundamentos-da-programacao-front-end',
      path: '/learn/fundamentos-da-programacao-front-end/',
    });
    expect(fundamentos?.phases[0]?.blocks[0]).toEqual({
      block: 'boas-vindas',
      title: 'Bloco boas-vindas',
      order: 0,
      introductionPath: '/learn/fundamentos-da-programacao-front-end/boas-vindas/',
      challengeIds: ['a-zero', 'a-um'],
    });
    expect(
      logica?.phases.map((phase) => phase.blocks.map((block) => block.introductionPath)),
    ).toEqual([[null, null], [null]]);
    expect(react?.phases[0]?.blocks[0]?.challengeIds).toEqual(['f-zero']);
  });

  it('writes the challenge page data and the introduction pages', () => {
    const page = output.json<ChallengePageData>(
      'page-data/learn/logica-de-programacao/variaveis/c-codigo/page-data.json',
    );
    expect(page.challenge).toMatchObject({
      id: 'c-codigo',
      superBlockTitle: 'Trilha logica-de-programacao',
      blockTitle: 'Bloco variaveis',
      instructions: '<p>Crie <code>x</code>.</p>',
    });
    expect(page.challenge.files[0]).toMatchObject({
      fileKey: 'scriptjs',
      contents: '',
      editableRegionBoundaries: [0, 1],
    });
    expect(
      output.json<IntroductionPageData>(
        'page-data/learn/fundamentos-da-programacao-front-end/boas-vindas/page-data.json',
      ),
    ).toEqual({
      kind: 'block',
      superBlock: 'fundamentos-da-programacao-front-end',
      block: 'boas-vindas',
      title: 'Bloco boas-vindas',
      introduction: '<p>Bem-vindo ao <strong>bloco</strong>.</p>',
    });
    expect(output.json<IntroductionPageData>('page-data/learn/react/page-data.json')).toMatchObject(
      { kind: 'superBlock', block: null, introduction: '<p>Introdução de react.</p>' },
    );
    expect(output.files.has('page-data/learn/logica-de-programacao/lacos/page-data.json')).toBe(
      false,
    );
  });

  it('keeps solutions and right answers out of everything served', () => {
    const publicFiles = [...output.files].filter(([file]) => file.startsWith('page-data/'));
    expect(publicFiles.length).toBe(8 + 3 + 1 + 1);
    for (const [, text] of publicFiles) {
      expect(text).not.toMatch(
        /SOLUCAO_SECRETA|RETORNO_SECRETO|correctAnswerIndex|solucao|solution/i,
      );
    }
    const quiz = output.json<ChallengePageData>(
      'page-data/learn/logica-de-programacao/variaveis/c-quiz/page-data.json',
    );
    expect(quiz.challenge.questions).toEqual([
      { text: '<p>Quanto é 1 + 1?</p>', answers: ['<p>1</p>', '<p>2</p>'] },
    ]);
  });

  it('gives the server index the answer key, the position in the superblock and no solution', () => {
    const serverText = output.files.get('server/curriculum.json') ?? '';
    expect(serverText).not.toContain('SOLUCAO_SECRETA');
    const quiz = output.server.challenges.find((challenge) => challenge.id === 'c-quiz');
    expect(quiz).toMatchObject({
      challengeType: 8,
      indexInSuperBlock: 2,
      prevChallengeId: 'c-codigo',
      questions: [{ correctAnswerIndex: 1, feedback: ['<p>RETORNO_SECRETO</p>', null] }],
    });
  });

  it('gives the same output, and the same buildId, for the same content', async () => {
    const again = path.join(root, 'dist-again');
    const result = await buildCurriculum({
      contentDirectory: path.join(root, 'content'),
      outputDirectory: again,
      checkRequiredContent: false,
    });
    expect(result.buildId).toBe(buildId);
    expect((await readBuildOutput(again)).files).toEqual(output.files);
  });
});
