import { describe, expect, it } from 'vitest';
import { curriculumIndexSchema } from '@escola/contracts/curriculum-index';
import type { ChallengeAccessUser } from '@escola/domain/challenge-access';
import { createCurriculumIndex } from '../test/curriculum-index-fixture';
import { buildLearnMap, type LearnMap } from './build-learn-map';

const index = createCurriculumIndex();

const learner = (overrides: Partial<ChallengeAccessUser> = {}): ChallengeAccessUser => ({
  access: 'complete',
  source: 'pagantes',
  registrationQuiz: null,
  isBlockedByExpiration: false,
  curriculumAvailable: null,
  hasConfirmedNationalRegistration: false,
  modules: [],
  completedChallengeIds: [],
  ...overrides,
});

const findBlock = (map: LearnMap, block: string) => {
  const found = map.superBlocks
    .flatMap((superBlock) => superBlock.phases)
    .flatMap((phase) => phase.blocks)
    .find((entry) => entry.block === block);
  if (!found) throw new Error(`bloco ${block} ausente`);
  return found;
};

describe('buildLearnMap', () => {
  it('reads a fixture the index contract accepts', () => {
    expect(curriculumIndexSchema.safeParse(index).success).toBe(true);
  });

  it('lists the four trilhas in superOrder with completion counts per trilha, phase and block', () => {
    const shuffled = { ...index, superBlocks: [...index.superBlocks].reverse() };
    const map = buildLearnMap({
      index: shuffled,
      user: learner({ completedChallengeIds: ['mundo-tech', 'logica-algoritmo'] }),
    });
    expect(map.superBlocks.map((entry) => entry.superBlock)).toEqual([
      'fundamentos-da-programacao-front-end',
      'logica-de-programacao',
      'html-css-javascript',
      'react',
    ]);
    const [fundamentos, logica] = map.superBlocks;
    expect(fundamentos).toMatchObject({ completed: 1, total: 3 });
    expect(fundamentos?.phases[0]).toMatchObject({ completed: 1, total: 2 });
    expect(logica).toMatchObject({ completed: 1, total: 5 });
    expect(findBlock(map, 'primeiros-algoritmos')).toMatchObject({ completed: 1, total: 2 });
  });

  it('locks a block whose first challenge the domain rule denies, with the reason', () => {
    const map = buildLearnMap({ index, user: learner() });
    expect(findBlock(map, 'mundo-tech').access).toEqual({ allowed: true });
    // First exercise of track 1 (superOrder 1, order 3): open for a learner without quiz 1.
    expect(findBlock(map, 'primeiros-algoritmos').access).toEqual({ allowed: true });
    expect(findBlock(map, 'condicionais').access).toEqual({
      allowed: false,
      reason: 'previous-challenge-not-completed',
    });
    const opened = buildLearnMap({
      index,
      user: learner({ completedChallengeIds: ['logica-algoritmo', 'logica-variavel'] }),
    });
    expect(findBlock(opened, 'condicionais').access).toEqual({ allowed: true });
  });

  it('applies the no-source and module rules', () => {
    const noSource = buildLearnMap({ index, user: learner({ source: '' }) });
    expect(findBlock(noSource, 'primeiros-algoritmos').access).toEqual({
      allowed: false,
      reason: 'no-source',
    });
    const modular = buildLearnMap({ index, user: learner({ access: 'modular' }) });
    expect(findBlock(modular, 'elementos-html').access).toEqual({
      allowed: false,
      reason: 'module-not-available',
    });
    const withModule = buildLearnMap({
      index,
      user: learner({
        access: 'modular',
        modules: [{ superBlock: 'html-css-javascript', status: 'active' }],
      }),
    });
    expect(findBlock(withModule, 'elementos-html').access).toEqual({ allowed: true });
  });

  it('locks nothing for a visitor', () => {
    const map = buildLearnMap({ index, user: null });
    expect(findBlock(map, 'condicionais').access).toBeNull();
    expect(map.superBlocks[1]?.projects.every((project) => project.access === null)).toBe(true);
  });

  it('links a block to its introduction page, else to its first challenge still to do', () => {
    const map = buildLearnMap({
      index,
      user: learner({ completedChallengeIds: ['logica-algoritmo'] }),
    });
    expect(findBlock(map, 'mundo-tech').path).toBe(
      '/learn/fundamentos-da-programacao-front-end/mundo-tech/',
    );
    expect(findBlock(map, 'primeiros-algoritmos').path).toBe(
      '/learn/logica-de-programacao/primeiros-algoritmos/logica-variavel',
    );
  });

  it('continues at currentChallengeId, else at the first challenge still to do', () => {
    const current = buildLearnMap({ index, user: learner(), currentChallengeId: 'logica-if' });
    expect(current.continueChallenge?.path).toBe(
      '/learn/logica-de-programacao/condicionais/logica-if',
    );
    expect(current.currentPhaseKey).toBe('logica-de-programacao/algoritmos');
    const fallback = buildLearnMap({
      index,
      user: learner({ completedChallengeIds: ['mundo-tech'] }),
      currentChallengeId: 'desafio-que-saiu-do-curriculo',
    });
    expect(fallback.continueChallenge?.id).toBe('como-a-web-funciona');
    const everything = index.challenges.map((entry) => entry.id);
    const done = buildLearnMap({ index, user: learner({ completedChallengeIds: everything }) });
    expect(done.continueChallenge).toBeNull();
    expect(done.currentPhaseKey).toBeNull();
  });

  it('has progress once a challenge of the curriculum is completed, not before', () => {
    expect(buildLearnMap({ index, user: learner() }).hasProgress).toBe(false);
    expect(buildLearnMap({ index, user: null }).hasProgress).toBe(false);
    const outside = learner({ completedChallengeIds: ['desafio-que-saiu-do-curriculo'] });
    expect(buildLearnMap({ index, user: outside }).hasProgress).toBe(false);
    const started = learner({ completedChallengeIds: ['logica-algoritmo'] });
    expect(buildLearnMap({ index, user: started }).hasProgress).toBe(true);
  });

  it('gives each trilha its certification projects at the spec links, with their state', () => {
    const map = buildLearnMap({
      index,
      user: learner({ completedChallengeIds: ['projeto-pontuacao-de-atletas'] }),
    });
    const links = map.superBlocks.map((entry) => entry.projects.map((project) => project.link));
    expect(links).toEqual([
      ['/learn/fundamentos-da-programacao-front-end/avaliacao-estudante/o-quanto-voce-aprendeu'],
      [
        '/learn/logica-de-programacao/projetos-de-certificacao/pontuacao-de-atletas',
        '/learn/logica-de-programacao/projetos-de-certificacao/dados-de-atletas',
      ],
      [
        '/learn/html-css-javascript/projetos-de-certificacao-trilha-2/agencia-de-viagens',
        '/learn/html-css-javascript/projetos-de-certificacao-trilha-2/pagina-de-postagem',
      ],
      [
        '/learn/react/projetos-de-certificacao-trilha-3/contador-de-cliques',
        '/learn/react/projetos-de-certificacao-trilha-3/aplicativo-de-tarefas',
      ],
    ]);
    expect(map.superBlocks[1]?.projects[0]).toMatchObject({ completed: true });
    expect(map.superBlocks[1]?.projects[1]).toMatchObject({
      completed: false,
      access: { allowed: true },
    });
    // The fixture has no react projects: the link shows, with no lock state to tell.
    expect(map.superBlocks[3]?.projects[0]?.access).toBeNull();
    // Only an available certificate is named on the map.
    expect(map.superBlocks.map((entry) => entry.certificationTitle)).toEqual([
      null,
      'Lógica de Programação',
      'HTML, CSS e Javascript',
      'React',
    ]);
  });
});
