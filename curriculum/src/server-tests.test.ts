// The server re-check's part of the build: JavaScript projects (type 5) carry their tests in the
// server index; nothing else does, and a type 5 with a page cannot be re-checked.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChallengePageData } from '@escola/contracts/challenge-page-data';
import { buildCurriculum } from './build-curriculum';
import { CurriculumBuildError, formatCurriculumError } from './curriculum-error';
import { readBuildOutput } from './testing/read-build-output';
import { writeFixtureTree, type FixtureSuperBlock } from './testing/write-fixture-tree';

const FENCE = '```';
const codeBody = ({ starting, hooks = '' }: { starting: string; hooks?: string }) =>
  `# --descricao--\n\nEscreva código.\n\n# --instrucoes--\n\nCrie \`dobro\`.\n\n# --arquivos--\n\n${starting}\n\n# --testes--\n\n\`dobro(2)\` deve devolver \`4\` &amp; **não** \`5\`.\n\n${FENCE}js\nassert.strictEqual(dobro(2), 4);\n${FENCE}\n\nO código deve usar \`return\`.\n\n${FENCE}js\nassert.match(code, /return/);\n${FENCE}\n${hooks}\n# --solucao--\n\n${FENCE}js arquivo=script.js\nfunction dobro(n) { return n * 2; } // SOLUCAO_SECRETA\n${FENCE}\n`;
const SCRIPT = `${FENCE}js arquivo=script.js\nfunction dobro(n) {}\n${FENCE}`;
const HOOKS = `\n# --antes--\n\n${FENCE}js\nconst antes = 1;\n${FENCE}\n\n# --depois--\n\n${FENCE}js\nconst depois = 2;\n${FENCE}\n`;

const treeOf = (
  challenges: FixtureSuperBlock['phases'][number]['blocks'][number]['challenges'],
) => [
  {
    superBlock: 'logica-de-programacao' as const,
    phases: [
      {
        phase: 'projetos',
        phaseOrder: 0,
        blocks: [{ block: 'projetos-de-certificacao', order: 19, challenges }],
      },
    ],
  },
];

const roots: string[] = [];
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

const build = async (tree: FixtureSuperBlock[]) => {
  const { root, contentDirectory } = await writeFixtureTree(tree);
  roots.push(root);
  const outputDirectory = path.join(root, 'dist');
  await buildCurriculum({ contentDirectory, outputDirectory, checkRequiredContent: false });
  return readBuildOutput(outputDirectory);
};

describe('the tests the API re-runs (server index serverTests)', () => {
  let output: Awaited<ReturnType<typeof readBuildOutput>>;
  beforeAll(async () => {
    output = await build(
      treeOf([
        {
          id: 'projeto-dobro',
          challengeType: 5,
          body: codeBody({ starting: SCRIPT, hooks: HOOKS }),
        },
        { id: 'desafio-dobro', challengeType: 1, body: codeBody({ starting: SCRIPT }) },
        { id: 'leitura' },
      ]),
    );
  });
  const serverChallenge = (id: string) =>
    output.server.challenges.find((challenge) => challenge.id === id);

  it('gives a JavaScript project its tests as plain text and code, with the code around the learner’s', () => {
    expect(serverChallenge('projeto-dobro')?.serverTests).toEqual({
      beforeUserCode: 'const antes = 1;',
      afterUserCode: 'const depois = 2;',
      tests: [
        {
          text: 'dobro(2) deve devolver 4 & não 5.',
          testString: 'assert.strictEqual(dobro(2), 4);',
        },
        { text: 'O código deve usar return.', testString: 'assert.match(code, /return/);' },
      ],
    });
  });

  it('gives no other kind of challenge server tests, and never a solution', () => {
    expect(serverChallenge('desafio-dobro')).not.toHaveProperty('serverTests');
    expect(serverChallenge('leitura')).not.toHaveProperty('serverTests');
    expect(output.files.get('server/curriculum.json')).not.toContain('SOLUCAO_SECRETA');
  });

  it('leaves the page data as it was: the browser runs the same tests', () => {
    const page = output.json<ChallengePageData>(
      'page-data/learn/logica-de-programacao/projetos-de-certificacao/projeto-dobro/page-data.json',
    );
    expect(page.challenge).not.toHaveProperty('serverTests');
    expect(page.challenge.tests.map((test) => test.testString)).toEqual(
      serverChallenge('projeto-dobro')?.serverTests?.tests.map((test) => test.testString),
    );
  });
});

describe('a JavaScript project with a page', () => {
  it('fails the build on the starting file that is not JavaScript', async () => {
    const starting = `${SCRIPT}\n\n${FENCE}html arquivo=index.html\n<p>oi</p>\n${FENCE}`;
    const failure = await build(
      treeOf([{ id: 'projeto-com-pagina', challengeType: 5, body: codeBody({ starting }) }]),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CurriculumBuildError);
    expect((failure as CurriculumBuildError).errors.map(formatCurriculumError)).toEqual([
      'content/1-logica-de-programacao/00-projetos/019-projetos-de-certificacao/00-projeto-com-pagina.md:22: um projeto JavaScript (tipo 5) é conferido de novo no servidor, sem página: index.html não pode ser um arquivo inicial (só .js)',
    ]);
  });
});
