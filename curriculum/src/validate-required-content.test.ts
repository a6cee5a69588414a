import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CHECKPOINT_CHALLENGE_IDS, CHECKPOINTS, isCheckpoint } from '@escola/domain/checkpoints';
import { buildCurriculum } from './build-curriculum';
import { CurriculumBuildError, formatCurriculumError } from './curriculum-error';
import { readBuildOutput } from './testing/read-build-output';
import {
  writeFixtureTree,
  type FixtureChallenge,
  type FixtureSuperBlock,
} from './testing/write-fixture-tree';

const QUIZ_BODY =
  '# --descricao--\n\nResponda.\n\n# --perguntas--\n\n## Pergunta?\n\n- [x] Sim\n- [ ] Não\n';
const project = (id: string, slug: string): FixtureChallenge => ({ id, slug });

/** The smallest tree with every piece of required content at its fixed position. */
const requiredTree = ({
  secondCheckpointId = CHECKPOINT_CHALLENGE_IDS.second,
}: { secondCheckpointId?: string } = {}): FixtureSuperBlock[] => [
  {
    superBlock: 'fundamentos-da-programacao-front-end',
    phases: [
      {
        phase: 'inicio',
        phaseOrder: 0,
        blocks: [
          {
            block: 'mundo-tech',
            order: 0,
            challenges: [{ id: 'mundo-tech' }, { id: 'depois-do-mundo-tech' }],
          },
        ],
      },
      {
        phase: 'web',
        phaseOrder: 1,
        blocks: [
          {
            block: 'primeira-pagina',
            order: 1,
            challenges: [{ id: 'titulo' }, { id: CHECKPOINT_CHALLENGE_IDS.first }],
          },
        ],
      },
      {
        phase: 'avaliacao',
        phaseOrder: 2,
        blocks: [
          {
            block: 'avaliacao-estudante',
            order: 2,
            challenges: [
              {
                id: 'projeto-o-quanto-voce-aprendeu',
                slug: 'o-quanto-voce-aprendeu',
                challengeType: 8,
                body: QUIZ_BODY,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    superBlock: 'logica-de-programacao',
    phases: [
      {
        phase: 'algoritmos',
        phaseOrder: 0,
        blocks: [{ block: 'algoritmos', order: 3, challenges: [{ id: 'primeiro-da-logica' }] }],
      },
      {
        phase: 'projetos',
        phaseOrder: 1,
        blocks: [
          {
            block: 'projetos-de-certificacao',
            order: 10,
            challenges: [
              project('projeto-pontuacao-de-atletas', 'pontuacao-de-atletas'),
              project('projeto-dados-de-atletas', 'dados-de-atletas'),
            ],
          },
        ],
      },
    ],
  },
  {
    superBlock: 'html-css-javascript',
    phases: [
      {
        phase: 'html',
        phaseOrder: 0,
        blocks: [{ block: 'html', order: 100, challenges: [{ id: 'primeiro-do-html' }] }],
      },
      {
        phase: 'integrador',
        phaseOrder: 7,
        blocks: [
          {
            block: 'integrador',
            order: 120,
            challenges: [{ id: 'planeje' }, { id: secondCheckpointId }],
          },
        ],
      },
      {
        phase: 'projetos',
        phaseOrder: 8,
        blocks: [
          {
            block: 'projetos-de-certificacao-trilha-2',
            order: 130,
            challenges: [
              project('projeto-agencia-de-viagens', 'agencia-de-viagens'),
              project('projeto-pagina-de-postagem', 'pagina-de-postagem'),
            ],
          },
        ],
      },
    ],
  },
  {
    superBlock: 'react',
    phases: [
      {
        phase: 'jsx',
        phaseOrder: 0,
        blocks: [{ block: 'jsx', order: 150, challenges: [{ id: 'primeiro-do-react' }] }],
      },
      {
        phase: 'listas',
        phaseOrder: 3,
        blocks: [
          {
            block: 'listas',
            order: 177,
            challenges: [{ id: 'renderize' }, { id: CHECKPOINT_CHALLENGE_IDS.third }],
          },
        ],
      },
      {
        phase: 'rotas',
        phaseOrder: 7,
        blocks: [
          {
            block: 'rotas',
            order: 201,
            challenges: [{ id: 'parametros' }, { id: CHECKPOINT_CHALLENGE_IDS.fourth }],
          },
        ],
      },
      {
        phase: 'projetos',
        phaseOrder: 8,
        blocks: [
          {
            block: 'projetos-de-certificacao-trilha-3',
            order: 210,
            challenges: [
              project('projeto-contador-de-cliques', 'contador-de-cliques'),
              project('projeto-aplicativo-de-tarefas', 'aplicativo-de-tarefas'),
            ],
          },
        ],
      },
    ],
  },
];

const roots: string[] = [];
afterEach(async () => {
  await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
});

const build = async (tree: FixtureSuperBlock[]) => {
  const { root, contentDirectory } = await writeFixtureTree(tree);
  roots.push(root);
  const outputDirectory = path.join(root, 'dist');
  await buildCurriculum({ contentDirectory, outputDirectory });
  return readBuildOutput(outputDirectory);
};

const errorsOf = async (tree: FixtureSuperBlock[]) =>
  build(tree).then(
    () => [],
    (error: unknown) => {
      if (!(error instanceof CurriculumBuildError)) throw error;
      return error.errors.map(formatCurriculumError);
    },
  );

describe('required content', () => {
  it('builds a tree with everything at its place, checkpoints at their exact positions', async () => {
    const { index } = await build(requiredTree());
    for (const checkpoint of CHECKPOINTS) {
      const challenge = index.challenges.find((entry) => entry.id === checkpoint.challengeId);
      expect(challenge).toMatchObject({
        superOrder: checkpoint.superOrder,
        phaseOrder: checkpoint.phaseOrder,
        order: checkpoint.order,
        challengeOrder: checkpoint.challengeOrder,
      });
    }
    expect(
      index.challenges
        .filter((challenge) => isCheckpoint(challenge))
        .map((challenge) => challenge.id),
    ).toEqual(CHECKPOINTS.map((checkpoint) => checkpoint.challengeId));
    expect(index.challenges[0]).toMatchObject({
      id: 'mundo-tech',
      superOrder: 0,
      phaseOrder: 0,
      order: 0,
      challengeOrder: 0,
    });
  });

  it('reports a missing checkpoint and the challenge in its place', async () => {
    expect(await errorsOf(requiredTree({ secondCheckpointId: 'outro-desafio' }))).toEqual([
      'content/2-html-css-javascript/07-integrador/120-integrador/01-outro-desafio.md:2: este desafio está na posição de o 2º checkpoint (id checkpoint-2-desenvolvedor-front-end-com-react) e deve ter o id checkpoint-2-desenvolvedor-front-end-com-react',
    ]);
  });

  it('reports Mundo Tech out of its place and a project at the wrong link', async () => {
    const tree = requiredTree();
    const [fundamentos, logica] = tree;
    const mundoTech = fundamentos?.phases[0]?.blocks[0];
    if (mundoTech) mundoTech.challenges = [{ id: 'boas-vindas' }, { id: 'mundo-tech' }];
    const projects = logica?.phases[1]?.blocks[0];
    if (projects) projects.challenges[1] = project('projeto-dados-de-atletas', 'dados');
    expect(await errorsOf(tree)).toEqual([
      'content/0-fundamentos-da-programacao-front-end/00-inicio/000-mundo-tech/00-boas-vindas.md:2: este desafio está na posição de o desafio Mundo Tech (id mundo-tech) e deve ter o id mundo-tech',
      'content/0-fundamentos-da-programacao-front-end/00-inicio/000-mundo-tech/01-mundo-tech.md:2: o desafio Mundo Tech (id mundo-tech) deve estar em superOrder 0, phaseOrder 0, order 0, challengeOrder 0 (posição fixa, ver curriculum/README.md)',
      'content/1-logica-de-programacao/01-projetos/010-projetos-de-certificacao/01-dados.md:2: o projeto de certificação projeto-dados-de-atletas deve estar em /learn/logica-de-programacao/projetos-de-certificacao/dados-de-atletas (está em /learn/logica-de-programacao/projetos-de-certificacao/dados)',
    ]);
  });

  it('reports a missing superblock and its projects', async () => {
    const errors = await errorsOf(requiredTree().filter((entry) => entry.superBlock !== 'react'));
    expect(errors).toContain('content:1: falta a trilha react (pasta com _trilha.md)');
    expect(errors).toContain(
      'content:1: falta o 3º checkpoint (id checkpoint-3-navegacao-e-interatividade-avancada-em-react) em superOrder 3, phaseOrder 3, order 177, challengeOrder 1',
    );
    expect(errors).toContain(
      'content:1: falta o projeto de certificação "Contador de cliques" (id projeto-contador-de-cliques) em /learn/react/projetos-de-certificacao-trilha-3/contador-de-cliques',
    );
  });
});
