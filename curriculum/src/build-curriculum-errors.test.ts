import { spawnSync } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCurriculum } from './build-curriculum';
import { CurriculumBuildError, formatCurriculumError } from './curriculum-error';
import { readBuildOutput } from './testing/read-build-output';
import {
  writeFixtureTree,
  type FixtureBlock,
  type FixtureSuperBlock,
} from './testing/write-fixture-tree';

const roots: string[] = [];
afterEach(async () => {
  await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
});

/** One superblock (lógica) with one phase holding these blocks. */
const treeOf = (blocks: FixtureBlock[], secondPhase: FixtureBlock[] = []): FixtureSuperBlock[] => [
  {
    superBlock: 'logica-de-programacao',
    phases: [
      { phase: 'algoritmos', phaseOrder: 0, blocks },
      ...(secondPhase.length > 0
        ? [{ phase: 'projetos', phaseOrder: 1, blocks: secondPhase }]
        : []),
    ],
  },
];

const PHASE = 'content/1-logica-de-programacao/00-algoritmos';

const buildErrors = async (tree: FixtureSuperBlock[]): Promise<string[]> => {
  const { root, contentDirectory } = await writeFixtureTree(tree);
  roots.push(root);
  try {
    await buildCurriculum({
      contentDirectory,
      outputDirectory: path.join(root, 'dist'),
      checkRequiredContent: false,
    });
  } catch (error) {
    if (error instanceof CurriculumBuildError) return error.errors.map(formatCurriculumError);
    throw error;
  }
  return [];
};

describe('buildCurriculum errors, as <file>:<line>: <what is wrong>', () => {
  it('reports a repeated id on both files', async () => {
    const errors = await buildErrors(
      treeOf([
        {
          block: 'variaveis',
          order: 3,
          challenges: [{ id: 'repetido' }, { id: 'repetido', slug: 'outro' }],
        },
      ]),
    );
    expect(errors).toEqual([
      `${PHASE}/003-variaveis/01-outro.md:2: id repetido repetido (também em ${PHASE}/003-variaveis/00-repetido.md:2)`,
    ]);
  });

  it('reports a block whose order does not increase in reading order, across phases', async () => {
    const errors = await buildErrors(
      treeOf(
        [{ block: 'variaveis', order: 8, challenges: [{ id: 'desafio-um' }] }],
        [{ block: 'projetos', order: 5, challenges: [{ id: 'desafio-dois' }] }],
      ),
    );
    expect(errors).toEqual([
      `content/1-logica-de-programacao/01-projetos/005-projetos/_bloco.md:3: order 5 deve ser maior que o do bloco anterior na ordem de leitura (${PHASE}/008-variaveis/_bloco.md: order 8)`,
    ]);
  });

  it('reports a gap and a repeat in challengeOrder', async () => {
    const errors = await buildErrors(
      treeOf([
        {
          block: 'lacuna',
          order: 3,
          challenges: [{ id: 'zero' }, { id: 'desafio-dois', challengeOrder: 2 }],
        },
        {
          block: 'repete',
          order: 4,
          challenges: [
            { id: 'primeiro', challengeOrder: 0 },
            { id: 'segundo', challengeOrder: 0 },
          ],
        },
      ]),
    );
    expect(errors).toEqual([
      `${PHASE}/003-lacuna/02-desafio-dois.md:5: challengeOrder deve ser 1: os desafios de um bloco são numerados a partir de 0, sem lacunas`,
      `${PHASE}/004-repete/00-segundo.md:5: challengeOrder 0 repetido (também em ${PHASE}/004-repete/00-primeiro.md:5)`,
    ]);
  });

  it('reports names whose number or slug disagree with the front matter', async () => {
    const errors = await buildErrors(
      treeOf([
        {
          block: 'variaveis',
          order: 3,
          folderName: '004-variaveis',
          challenges: [
            { id: 'desafio-um', fileName: '01-desafio-um.md' },
            { id: 'desafio-dois', fileName: '01-outro-nome.md' },
          ],
        },
      ]),
    );
    expect(errors).toEqual([
      `${PHASE}/004-variaveis/01-desafio-um.md:5: o nome 01-desafio-um.md começa com 1, mas challengeOrder é 0`,
      `${PHASE}/004-variaveis/01-outro-nome.md:6: o nome 01-outro-nome.md deve terminar em "desafio-dois" (slug)`,
      `${PHASE}/004-variaveis/_bloco.md:3: o nome 004-variaveis começa com 4, mas order é 3`,
    ]);
  });

  it('collects the errors of every file, and stray names', async () => {
    const { root, contentDirectory } = await writeFixtureTree(
      treeOf([
        {
          block: 'variaveis',
          order: 3,
          challenges: [
            { id: 'desafio-um', challengeType: 40 },
            { id: 'desafio-dois', body: '# --descricao--\n\n# --extra--\n' },
          ],
        },
      ]),
    );
    roots.push(root);
    await writeFile(
      path.join(contentDirectory, '1-logica-de-programacao', 'notas.txt'),
      'rascunho',
    );
    const error = await buildCurriculum({
      contentDirectory,
      outputDirectory: path.join(root, 'dist'),
      checkRequiredContent: false,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CurriculumBuildError);
    expect((error as CurriculumBuildError).errors.map(formatCurriculumError)).toEqual([
      `${PHASE}/003-variaveis/00-desafio-um.md:4: challengeType deve ser um número de 0 a 18`,
      `${PHASE}/003-variaveis/01-desafio-dois.md:8: a seção # --descricao-- está vazia`,
      `${PHASE}/003-variaveis/01-desafio-dois.md:10: seção desconhecida "# --extra--" (use # --descricao--, # --instrucoes--, # --arquivos--, # --testes--, # --solucao--, # --demonstracao--, # --antes--, # --depois--, # --perguntas--)`,
      'content/1-logica-de-programacao/notas.txt:1: nome fora do padrão: esperado _trilha.md ou <número>-<slug>/',
    ]);
  });

  it('leaves the previous output untouched when a build fails', async () => {
    const tree = treeOf([{ block: 'variaveis', order: 3, challenges: [{ id: 'desafio-um' }] }]);
    const { root, contentDirectory } = await writeFixtureTree(tree);
    roots.push(root);
    const outputDirectory = path.join(root, 'dist');
    await buildCurriculum({ contentDirectory, outputDirectory, checkRequiredContent: false });
    const before = await readBuildOutput(outputDirectory);
    await writeFile(
      path.join(
        contentDirectory,
        '1-logica-de-programacao',
        '00-algoritmos',
        '003-variaveis',
        '00-um.md',
      ),
      '---\nid: desafio-um\n---\n',
    );
    await expect(
      buildCurriculum({ contentDirectory, outputDirectory, checkRequiredContent: false }),
    ).rejects.toThrow(CurriculumBuildError);
    expect((await readBuildOutput(outputDirectory)).files).toEqual(before.files);
  });
});

describe('the build command', () => {
  it('prints every error and exits 1', async () => {
    const { root, contentDirectory } = await writeFixtureTree(
      treeOf([
        { block: 'variaveis', order: 3, challenges: [{ id: 'desafio-um', challengeType: 40 }] },
      ]),
    );
    roots.push(root);
    const packageDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/run-build.ts',
        '--content',
        contentDirectory,
        '--out',
        path.join(root, 'dist'),
        '--sem-conteudo-obrigatorio',
      ],
      { cwd: packageDirectory, encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      `${PHASE}/003-variaveis/00-desafio-um.md:4: challengeType deve ser um número de 0 a 18\n`,
    );
    expect(run.stderr).toContain('A construção do currículo falhou: 1 erro.');
  });
});
