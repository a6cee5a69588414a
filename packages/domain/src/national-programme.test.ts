import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MUNDO_TECH_CHALLENGE_ID } from './constants';
import {
  hasSecondChance,
  isInCohort,
  isReprovedCohortUser,
  needsPlacementTest,
  showsAttemptsOverMessage,
  showsDropoutMessage,
  showsWaitingList,
  type CohortSelector,
  type PlacementFacts,
} from './national-programme';

const placement: PlacementFacts = {
  needsPlacementTest: false,
  registrationQuiz: 1,
  isFundamentosDaProgramacaoFrontEndCert: false,
  completedChallengeIds: [MUNDO_TECH_CHALLENGE_ID],
  attemptedPlacementTestCounter: 1,
  studentGrade: 5,
};

describe('needsPlacementTest', () => {
  it.each<[string, Partial<PlacementFacts>, boolean]>([
    [
      '4 sinalizado',
      { needsPlacementTest: true, registrationQuiz: 2, completedChallengeIds: [] },
      true,
    ],
    ['4 quiz 1, sem certificado, Mundo Tech feito, 1 tentativa', {}, true],
    ['4 quiz 1, 0 tentativas', { attemptedPlacementTestCounter: 0 }, true],
    ['4 duas tentativas: não', { attemptedPlacementTestCounter: 2 }, false],
    ['4 quiz 2: não', { registrationQuiz: 2 }, false],
    ['4 sem quiz: não', { registrationQuiz: null }, false],
    [
      '4 com o certificado de fundamentos: não',
      { isFundamentosDaProgramacaoFrontEndCert: true },
      false,
    ],
    ['4 Mundo Tech não feito: não', { completedChallengeIds: ['outro'] }, false],
    ['4 aprovado com nota 7: não', { studentGrade: 7 }, false],
    ['4 nota 6,99 ainda precisa', { studentGrade: 6.99 }, true],
    ['4 sem nota ainda precisa', { studentGrade: null, attemptedPlacementTestCounter: 0 }, true],
    [
      '4 sinalizado de novo depois de aprovado',
      { needsPlacementTest: true, studentGrade: 9 },
      true,
    ],
    [
      '4 sinalizado sem tentativas restantes: não',
      { needsPlacementTest: true, attemptedPlacementTestCounter: 2 },
      false,
    ],
  ])('%s', (_case, facts, expected) => {
    expect(needsPlacementTest({ ...placement, ...facts })).toBe(expected);
  });
});

describe('hasSecondChance', () => {
  const base = {
    registrationQuiz: 1 as const,
    completedChallengeIds: [],
    attemptedPlacementTestCounter: 1,
  };
  it.each<[string, Partial<Parameters<typeof hasSecondChance>[0]>, boolean]>([
    ['4 segunda chance: quiz 1, nada concluído, 1 tentativa', {}, true],
    ['4 segunda chance com 0 tentativas', { attemptedPlacementTestCounter: 0 }, true],
    ['4 sem segunda chance: 2 tentativas', { attemptedPlacementTestCounter: 2 }, false],
    ['4 sem segunda chance: desafio concluído', { completedChallengeIds: ['a'] }, false],
    ['4 sem segunda chance: quiz 2', { registrationQuiz: 2 }, false],
  ])('%s', (_case, facts, expected) => {
    expect(hasSecondChance({ ...base, ...facts })).toBe(expected);
  });
});

describe('showsAttemptsOverMessage', () => {
  const base: Parameters<typeof showsAttemptsOverMessage>[0] = {
    group: 'nacional-pi',
    registrationQuiz: 1,
    attemptedPlacementTestCounter: 2,
    studentGrade: 6.9,
  };
  it.each<[string, Partial<typeof base>, boolean]>([
    ['4 tentativas esgotadas: nacional, quiz 1, 2 tentativas, nota 6,9', {}, true],
    ['4 tentativas esgotadas com 3 tentativas', { attemptedPlacementTestCounter: 3 }, true],
    ['4 1 tentativa: não', { attemptedPlacementTestCounter: 1 }, false],
    ['4 nota 7: não', { studentGrade: 7 }, false],
    ['4 sem nota: não', { studentGrade: null }, false],
    ['4 não nacional: não', { group: 'pagantes' }, false],
    ['4 quiz 2: não', { registrationQuiz: 2 }, false],
  ])('%s', (_case, facts, expected) => {
    expect(showsAttemptsOverMessage({ ...base, ...facts })).toBe(expected);
  });
});

describe('showsWaitingList', () => {
  const base: Parameters<typeof showsWaitingList>[0] = {
    ...placement,
    completedChallengeIds: [],
    group: 'nacional-ce',
    source: '',
    studentGrade: 8,
    classGroupControl: null,
  };
  it.each<[string, Partial<typeof base>, boolean]>([
    ['4 lista de espera: nacional sem source, nota 8, sem turma', {}, true],
    ['4 lista de espera com nota 7 exata', { studentGrade: 7 }, true],
    ['4 nota 6: não', { studentGrade: 6 }, false],
    ['4 sem nota: não', { studentGrade: null }, false],
    ['4 com source: não', { source: 'nacional-ce-2025' }, false],
    ['4 grupo não nacional: não', { group: 'pagantes' }, false],
    ['4 precisa do teste de nivelamento: não', { needsPlacementTest: true }, false],
    [
      '4 já tem controle de turma: não',
      { classGroupControl: { acceptedInvite: false, linkedToTheClassDate: null } },
      false,
    ],
  ])('%s', (_case, facts, expected) => {
    expect(showsWaitingList({ ...base, ...facts })).toBe(expected);
  });
});

describe('showsDropoutMessage', () => {
  const now = new Date('2025-03-20T12:00:00Z');
  const control = { acceptedInvite: false, linkedToTheClassDate: '2025-03-14T12:00:00Z' };
  const base: Parameters<typeof showsDropoutMessage>[0]['user'] = {
    group: 'nacional-rr',
    source: '',
    classGroupControl: control,
  };
  it.each<[string, Partial<typeof base>, boolean]>([
    ['4 desistente: vinculado há 6 dias sem aceitar', {}, true],
    [
      '4 vinculado há 5 dias e 1 ms',
      {
        classGroupControl: {
          ...control,
          linkedToTheClassDate: new Date('2025-03-15T11:59:59.999Z'),
        },
      },
      true,
    ],
    [
      '4 vinculado há exatamente 5 dias: não',
      { classGroupControl: { ...control, linkedToTheClassDate: '2025-03-15T12:00:00Z' } },
      false,
    ],
    ['4 convite aceito: não', { classGroupControl: { ...control, acceptedInvite: true } }, false],
    [
      '4 sem data de vínculo: não',
      { classGroupControl: { ...control, linkedToTheClassDate: null } },
      false,
    ],
    [
      '4 data inválida: não',
      { classGroupControl: { ...control, linkedToTheClassDate: 'ontem' } },
      false,
    ],
    ['4 sem controle de turma: não', { classGroupControl: null }, false],
    ['4 com source: não', { source: 'pagantes' }, false],
    ['4 não nacional: não', { group: 'turma-a' }, false],
  ])('%s', (_case, facts, expected) => {
    expect(showsDropoutMessage({ user: { ...base, ...facts }, now })).toBe(expected);
  });

  it('4 is shown exactly when more than five days have passed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 * 24 * 3600 * 1000 }), (elapsed) => {
        const linked = new Date(now.getTime() - elapsed);
        const user = { ...base, classGroupControl: { ...control, linkedToTheClassDate: linked } };
        expect(showsDropoutMessage({ user, now })).toBe(elapsed > 5 * 24 * 3600 * 1000);
      }),
    );
  });
});

describe('isInCohort and isReprovedCohortUser', () => {
  const cohorts: CohortSelector[] = [
    { source: 'nacional-pi-2025-1' },
    { group: 'nacional-pr', source: 'nacional-pr-2025-1' },
  ];
  const user: Parameters<typeof isReprovedCohortUser>[0]['user'] = {
    source: 'nacional-pi-2025-1',
    group: 'nacional-pi',
    studentGrade: 5,
    attemptedPlacementTestCounter: 2,
  };

  it.each<[string, Partial<typeof user>, boolean]>([
    ['4 reprovado: coorte PI, nota 5, 2 tentativas', {}, true],
    [
      '4 reprovado: coorte PR (source e grupo)',
      { source: 'nacional-pr-2025-1', group: 'nacional-pr' },
      true,
    ],
    [
      '4 coorte PR com outro grupo: não',
      { source: 'nacional-pr-2025-1', group: 'nacional-ba' },
      false,
    ],
    ['4 outra coorte: não', { source: 'nacional-pi-2025-2' }, false],
    ['4 nota 7: não', { studentGrade: 7 }, false],
    ['4 sem nota: não', { studentGrade: null }, false],
    ['4 3 tentativas: não', { attemptedPlacementTestCounter: 3 }, false],
    ['4 0 tentativas: sim', { attemptedPlacementTestCounter: 0 }, true],
  ])('%s', (_case, facts, expected) => {
    expect(isReprovedCohortUser({ user: { ...user, ...facts }, cohorts })).toBe(expected);
  });

  it.each<[string, CohortSelector, boolean]>([
    ['4 seletor só por grupo', { group: 'nacional-pi' }, true],
    ['4 seletor só por source', { source: 'nacional-pi-2025-1' }, true],
    ['4 seletor vazio não seleciona ninguém', {}, false],
    ['4 grupo diferente', { group: 'nacional-pr' }, false],
  ])('%s', (_case, cohort, expected) => {
    expect(isInCohort({ user, cohort })).toBe(expected);
  });

  it('4 no configured cohort: nobody is flagged', () => {
    expect(isReprovedCohortUser({ user, cohorts: [] })).toBe(false);
  });
});
