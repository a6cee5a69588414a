import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MUNDO_TECH_CHALLENGE_ID } from './constants';
import { getLearnerStatus, LEARNER_STATUS_KINDS, type LearnerStatusFacts } from './national-status';
import { mayHaveLearnerStatus, REPROVED_COHORTS } from './national-programme';

const now = new Date('2026-11-26T15:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3600 * 1000).toISOString();

/** A national learner approved in the placement test, in a class group that is running. */
const learner: LearnerStatusFacts = {
  needsPlacementTest: false,
  registrationQuiz: 1,
  isFundamentosDaProgramacaoFrontEndCert: false,
  completedChallengeIds: [MUNDO_TECH_CHALLENGE_ID],
  attemptedPlacementTestCounter: 1,
  studentGrade: 8,
  group: 'nacional-pr',
  source: '',
  access: 'limited_nacional',
  isBlockedByExpiration: false,
  classGroupInfo: { validityType: 'dateRange', validityDateRange: ['2026-01-01', '2026-12-31'] },
  classGroupControl: { acceptedInvite: true, linkedToTheClassDate: daysAgo(30) },
  modules: [],
};

const statusOf = (facts: Partial<LearnerStatusFacts>) =>
  getLearnerStatus({ user: { ...learner, ...facts }, now });

const failedOnce = {
  studentGrade: 4,
  attemptedPlacementTestCounter: 1,
  completedChallengeIds: [],
  needsPlacementTest: true,
};

describe('getLearnerStatus', () => {
  it('4 a national learner whose class group is running: no state', () => {
    expect(statusOf({})).toBeNull();
  });

  it.each<[string, Partial<LearnerStatusFacts>, string]>([
    ['4 bloqueado por expiração', { isBlockedByExpiration: true }, 'blocked-by-expiration'],
    [
      '4 expiração antes de tudo (também reprovado)',
      { isBlockedByExpiration: true, source: 'nacional-pi-2025-1', studentGrade: 3 },
      'blocked-by-expiration',
    ],
    [
      '4 reprovado: coorte PI, nota 5, 2 tentativas',
      { source: 'nacional-pi-2025-1', studentGrade: 5, attemptedPlacementTestCounter: 2 },
      'reproved',
    ],
    [
      '4 tentativas esgotadas: 2 tentativas, nota 6',
      { studentGrade: 6, attemptedPlacementTestCounter: 2, classGroupControl: null },
      'attempts-over',
    ],
    ['4 segunda chance: reprovado uma vez, nenhum desafio feito', failedOnce, 'second-chance'],
    [
      '4 desistente: convite não aceito há 6 dias',
      { classGroupControl: { acceptedInvite: false, linkedToTheClassDate: daysAgo(6) } },
      'dropout',
    ],
    [
      '4 lista de espera: aprovado, sem turma',
      { classGroupInfo: null, classGroupControl: null },
      'waiting-list',
    ],
    ['4 limitado: teste gratuito', { group: '', access: 'limited' }, 'limited'],
  ])('%s', (_case, facts, kind) => {
    expect(statusOf(facts)).toEqual({ kind });
  });

  it('4 the second chance needs a failed test: a learner who never took it has none', () => {
    expect(
      statusOf({ ...failedOnce, studentGrade: null, attemptedPlacementTestCounter: 0 }),
    ).toBeNull();
  });

  it('4 dropout only after more than 5 days', () => {
    const control = { acceptedInvite: false, linkedToTheClassDate: daysAgo(4) };
    expect(statusOf({ classGroupControl: control })).toBeNull();
  });

  it('4 a class group that starts later: not started, with its start date', () => {
    const classGroupInfo = {
      validityType: 'dateRange' as const,
      validityDateRange: ['2026-12-01', '2027-05-31'] as const,
    };
    expect(statusOf({ classGroupInfo })).toEqual({
      kind: 'class-group-not-started',
      startsOn: '2026-12-01',
    });
  });

  it('4 a class group whose dates are missing: not started, no date to tell', () => {
    const classGroupInfo = { validityType: 'dateRange' as const, validityDateRange: null };
    expect(statusOf({ classGroupInfo })).toEqual({
      kind: 'class-group-not-started',
      startsOn: null,
    });
  });

  it('4 a class group whose dates are not dates: not started, no date to tell', () => {
    const classGroupInfo = {
      validityType: 'dateRange' as const,
      validityDateRange: ['em breve', '2027-01-01T00:00:00Z'] as const,
    };
    expect(statusOf({ classGroupInfo })).toEqual({
      kind: 'class-group-not-started',
      startsOn: null,
    });
  });

  it('4 a class group whose end has passed: ended, with its end date', () => {
    const classGroupInfo = {
      validityType: 'dateRange' as const,
      validityDateRange: ['2026-01-05', '2026-06-30T00:00:00.000Z'] as const,
    };
    expect(statusOf({ classGroupInfo })).toEqual({
      kind: 'class-group-ended',
      endedOn: '2026-06-30',
    });
  });

  it('4 a class group of a duration in months has started while the access lasts', () => {
    const classGroupInfo = { validityType: 'durationInMonths' as const, validityDateRange: null };
    expect(statusOf({ classGroupInfo })).toBeNull();
  });

  it('4 a modular learner with an expired module: the expired modules', () => {
    const modules = [
      { superBlock: 'logica-de-programacao', status: 'expired' },
      { superBlock: 'react', status: 'active' },
    ];
    const facts = { group: '', source: 'pagantes-modular', access: 'modular' as const, modules };
    expect(statusOf({ ...facts, classGroupInfo: null, classGroupControl: null })).toEqual({
      kind: 'expired-modules',
      superBlocks: ['logica-de-programacao'],
    });
  });

  it('4 a modular learner whose modules are all active: no state', () => {
    const modules = [{ superBlock: 'react', status: 'active' }];
    const facts = { group: '', source: 'pagantes-modular', access: 'modular' as const, modules };
    expect(statusOf({ ...facts, classGroupInfo: null, classGroupControl: null })).toBeNull();
  });

  it('4 the reproved cohorts are configurable; none configured flags nobody', () => {
    const user = {
      ...learner,
      source: 'nacional-pi-2025-1',
      studentGrade: 5,
      attemptedPlacementTestCounter: 2,
    };
    expect(getLearnerStatus({ user, now, cohorts: [] })).toEqual({ kind: 'attempts-over' });
    expect(REPROVED_COHORTS).toEqual([
      { source: 'nacional-pi-2025-1' },
      { source: 'nacional-pr-2025-1' },
    ]);
  });

  it('lists every kind once', () => {
    expect(new Set(LEARNER_STATUS_KINDS).size).toBe(LEARNER_STATUS_KINDS.length);
  });
});

describe('mayHaveLearnerStatus', () => {
  const facts = fc.record({
    needsPlacementTest: fc.boolean(),
    registrationQuiz: fc.constantFrom(1 as const, 2 as const, null),
    isFundamentosDaProgramacaoFrontEndCert: fc.boolean(),
    completedChallengeIds: fc.constantFrom([], [MUNDO_TECH_CHALLENGE_ID], ['outro']),
    attemptedPlacementTestCounter: fc.integer({ min: 0, max: 3 }),
    studentGrade: fc.option(fc.double({ min: 0, max: 10, noNaN: true })),
    group: fc.constantFrom('', 'nacional-pr', 'nacional-pi', 'turma-x'),
    source: fc.constantFrom('', 'pagantes', 'pagantes-modular', 'nacional-pi-2025-1'),
    access: fc.constantFrom(
      'complete' as const,
      'limited' as const,
      'modular' as const,
      'limited_nacional' as const,
    ),
    isBlockedByExpiration: fc.boolean(),
    classGroupInfo: fc.constantFrom(null, learner.classGroupInfo, {
      validityType: 'dateRange' as const,
      validityDateRange: ['2027-01-01', '2027-12-31'] as const,
    }),
    classGroupControl: fc.constantFrom(null, learner.classGroupControl, {
      acceptedInvite: false,
      linkedToTheClassDate: daysAgo(10),
    }),
    modules: fc.constantFrom([], [{ superBlock: 'react', status: 'expired' }]),
  });

  it('4 never misses a learner in a state (the free trial aside)', () => {
    fc.assert(
      fc.property(facts, (user) => {
        const status = getLearnerStatus({ user, now });
        if (status && status.kind !== 'limited') expect(mayHaveLearnerStatus({ user })).toBe(true);
      }),
    );
  });

  it.each<[string, Partial<LearnerStatusFacts>, boolean]>([
    [
      'a paying learner of the second quiz, no class group',
      {
        group: '',
        source: 'pagantes',
        registrationQuiz: 2,
        classGroupInfo: null,
        access: 'complete',
      },
      false,
    ],
    [
      'a cohort learner outside the national groups',
      {
        group: '',
        source: 'nacional-pi-2025-1',
        registrationQuiz: 2,
        classGroupInfo: null,
        access: 'complete',
      },
      true,
    ],
    [
      'a free-trial learner (the trial has its own notice)',
      { group: '', source: '', registrationQuiz: null, classGroupInfo: null, access: 'limited' },
      false,
    ],
  ])('%s', (_case, overrides, expected) => {
    expect(mayHaveLearnerStatus({ user: { ...learner, ...overrides } })).toBe(expected);
  });
});
