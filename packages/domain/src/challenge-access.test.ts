import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHALLENGE_DENIAL_REASONS,
  LOGGED_DENIAL_REASONS,
  getChallengeAccess,
  getIndexInSuperBlock,
  getChallengeDenialFlashKey,
  isLoggedDenialReason,
  isModularOrLimited,
  type ChallengeAccessChallenge,
  type ChallengeAccessUser,
  type ChallengeDenialReason,
} from './challenge-access';
import { ACCESS_LEVELS } from './users';

const baseUser: ChallengeAccessUser = {
  access: 'complete',
  source: 'pagantes',
  registrationQuiz: 1,
  isBlockedByExpiration: false,
  curriculumAvailable: null,
  hasConfirmedNationalRegistration: true,
  modules: [],
  completedChallengeIds: ['anterior'],
};

const baseChallenge: ChallengeAccessChallenge = {
  id: 'desafio',
  superBlock: 'logica-de-programacao',
  superOrder: 1,
  phaseOrder: 2,
  order: 10,
  challengeOrder: 3,
  indexInSuperBlock: 20,
  prevChallengeId: 'anterior',
};

const trackZeroStart = {
  superBlock: 'fundamentos-da-programacao-front-end',
  superOrder: 0,
  phaseOrder: 4,
  order: 0,
  challengeOrder: 0,
};
const trackOneStart = { superOrder: 1, phaseOrder: 0, order: 3, challengeOrder: 0 };
const firstCheckpoint = {
  superBlock: 'fundamentos-da-programacao-front-end',
  superOrder: 0,
  phaseOrder: 1,
  order: 1,
  challengeOrder: 1,
};
const afterFirstCheckpoint = { ...firstCheckpoint, challengeOrder: 2 };
const notDone = { completedChallengeIds: [] };
const logicModule = { superBlock: 'logica-de-programacao', status: 'active' };

type Row = [
  string,
  Partial<ChallengeAccessUser>,
  Partial<ChallengeAccessChallenge>,
  ChallengeDenialReason | 'allowed',
];

const rows: Row[] = [
  ['5.1 bloqueado por expiração', { isBlockedByExpiration: true }, {}, 'blocked-by-expiration'],
  [
    '5.1 bloqueado por expiração vence o primeiro exercício',
    { isBlockedByExpiration: true },
    trackZeroStart,
    'blocked-by-expiration',
  ],
  [
    '5.2 acesso bloqueado com o desafio já concluído',
    { access: 'blocked', completedChallengeIds: ['anterior', 'desafio'] },
    {},
    'blocked-access',
  ],
  [
    '5.2 acesso bloqueado sem o desafio concluído segue as regras seguintes',
    { access: 'blocked' },
    {},
    'allowed',
  ],
  ['5.3 sem source e superOrder 1', { source: '' }, {}, 'no-source'],
  ['5.3 sem source e superOrder 3', { source: '' }, { superOrder: 3 }, 'no-source'],
  ['5.3 sem source e superOrder 0 segue', { source: '' }, trackZeroStart, 'allowed'],
  ['5.3 modular sem source na trilha 1', { source: '', access: 'modular' }, {}, 'no-source'],
  [
    '5.4 primeiro exercício da trilha 0 (registrationQuiz 1), sem o anterior nem o currículo',
    { ...notDone, curriculumAvailable: [] },
    trackZeroStart,
    'allowed',
  ],
  [
    '5.4 trilha 0 exige registrationQuiz 1',
    { ...notDone, registrationQuiz: 2, curriculumAvailable: [] },
    trackZeroStart,
    'curriculum-not-allowed',
  ],
  [
    '5.4 trilha 0: order diferente de 0 não é primeiro exercício',
    notDone,
    { ...trackZeroStart, order: 1 },
    'previous-challenge-not-completed',
  ],
  [
    '5.4 trilha 0: challengeOrder diferente de 0 não é primeiro exercício',
    notDone,
    { ...trackZeroStart, challengeOrder: 1 },
    'previous-challenge-not-completed',
  ],
  [
    '5.4 trilha 0: superOrder diferente de 0 não é primeiro exercício',
    notDone,
    { ...trackZeroStart, superOrder: 1 },
    'previous-challenge-not-completed',
  ],
  [
    '5.4 primeiro exercício da trilha 1 (registrationQuiz 2)',
    { ...notDone, registrationQuiz: 2, curriculumAvailable: [] },
    trackOneStart,
    'allowed',
  ],
  [
    '5.4 primeiro exercício da trilha 1 (sem registrationQuiz)',
    { ...notDone, registrationQuiz: null },
    trackOneStart,
    'allowed',
  ],
  [
    '5.4 trilha 1 com registrationQuiz 1 não é primeiro exercício',
    notDone,
    trackOneStart,
    'previous-challenge-not-completed',
  ],
  [
    '5.4 trilha 1 exige phaseOrder 0',
    { ...notDone, registrationQuiz: 2 },
    { ...trackOneStart, phaseOrder: 1 },
    'previous-challenge-not-completed',
  ],
  [
    '5.4 trilha 1 exige order 3',
    { ...notDone, registrationQuiz: 2 },
    { ...trackOneStart, order: 0 },
    'previous-challenge-not-completed',
  ],
  [
    '5.4 trilha 1 exige challengeOrder 0',
    { ...notDone, registrationQuiz: 2 },
    { ...trackOneStart, challengeOrder: 1 },
    'previous-challenge-not-completed',
  ],
  [
    '5.4 trilha 1 exige superOrder 1',
    { ...notDone, registrationQuiz: 2 },
    { ...trackOneStart, superOrder: 2 },
    'previous-challenge-not-completed',
  ],
  [
    '5.4 currículo não permitido: a turma não tem a trilha',
    { curriculumAvailable: ['react'] },
    {},
    'curriculum-not-allowed',
  ],
  [
    '5.4 a turma tem a trilha',
    { curriculumAvailable: ['react', 'logica-de-programacao'] },
    {},
    'allowed',
  ],
  [
    '5.4 registrationQuiz 1 sempre tem fundamentos',
    { curriculumAvailable: [] },
    { superBlock: 'fundamentos-da-programacao-front-end', superOrder: 0 },
    'allowed',
  ],
  [
    '5.4 registrationQuiz 2 não tem fundamentos sem a turma',
    { registrationQuiz: 2, curriculumAvailable: [] },
    { superBlock: 'fundamentos-da-programacao-front-end', superOrder: 0 },
    'curriculum-not-allowed',
  ],
  ['5.4 sem turma, sem restrição de currículo', { curriculumAvailable: null }, {}, 'allowed'],
  [
    '5.5 usuário trilha-1 acima da trilha 1',
    { access: 'trilha-1' },
    { superOrder: 2, superBlock: 'html-css-javascript' },
    'trilha-1-above-superblock-1',
  ],
  ['5.5 usuário trilha-1 na trilha 1', { access: 'trilha-1' }, {}, 'allowed'],
  [
    '5.5 outros acessos acima da trilha 1',
    { access: 'complete_nacional' },
    { superOrder: 3, superBlock: 'react' },
    'allowed',
  ],
  [
    '5.6 nacional limitado sem matrícula confirmada além do primeiro checkpoint',
    { access: 'limited_nacional', hasConfirmedNationalRegistration: false },
    afterFirstCheckpoint,
    'limited-national-not-confirmed',
  ],
  [
    '5.6 nacional limitado sem matrícula confirmada no primeiro checkpoint',
    { access: 'limited_nacional', hasConfirmedNationalRegistration: false },
    firstCheckpoint,
    'allowed',
  ],
  [
    '5.6 nacional limitado com matrícula confirmada além do primeiro checkpoint',
    { access: 'limited_nacional', hasConfirmedNationalRegistration: true },
    afterFirstCheckpoint,
    'allowed',
  ],
  [
    '5.6 nacional completo sem matrícula confirmada',
    { access: 'complete_nacional', hasConfirmedNationalRegistration: false },
    afterFirstCheckpoint,
    'allowed',
  ],
  ['5.7 desafio anterior não concluído', notDone, {}, 'previous-challenge-not-completed'],
  ['5.7 desafio anterior concluído', {}, {}, 'allowed'],
  ['5.7 primeiro desafio do curso (sem anterior)', notDone, { prevChallengeId: null }, 'allowed'],
  ['5.7 anterior vazio conta como nenhum', notDone, { prevChallengeId: '' }, 'allowed'],
  [
    '5 modular com módulo válido da trilha, sem o anterior',
    { ...notDone, access: 'modular', modules: [logicModule] },
    {},
    'allowed',
  ],
  [
    '5 modular com módulo expirado',
    { access: 'modular', modules: [{ ...logicModule, status: 'expired' }] },
    {},
    'module-not-available',
  ],
  [
    '5 modular com módulo de outra trilha',
    { access: 'modular', modules: [{ superBlock: 'react', status: 'active' }] },
    {},
    'module-not-available',
  ],
  [
    '5 modular: o módulo dispensa o currículo da turma',
    { access: 'modular', modules: [logicModule], curriculumAvailable: [] },
    {},
    'allowed',
  ],
  ['5 limitado até o índice 10', { access: 'limited' }, { indexInSuperBlock: 10 }, 'allowed'],
  [
    '5 limitado após o índice 10',
    { access: 'limited' },
    { indexInSuperBlock: 11 },
    'module-not-available',
  ],
  [
    "5 modular 'pagantes-modular' até o índice 10",
    { access: 'modular', source: 'pagantes-modular' },
    { indexInSuperBlock: 10 },
    'allowed',
  ],
  [
    "5 modular 'pagantes-modular' após o índice 10",
    { access: 'modular', source: 'pagantes-modular' },
    { indexInSuperBlock: 11 },
    'module-not-available',
  ],
  [
    '5 modular de outra source no índice 1',
    { access: 'modular', source: 'pagantes' },
    { indexInSuperBlock: 1 },
    'module-not-available',
  ],
];

describe('getChallengeAccess', () => {
  it.each(rows)('%s', (_case, user, challenge, expected) => {
    const result = getChallengeAccess({
      user: { ...baseUser, ...user },
      challenge: { ...baseChallenge, ...challenge },
    });
    expect(result).toEqual(
      expected === 'allowed' ? { allowed: true } : { allowed: false, reason: expected },
    );
  });

  const arbitraryUser = fc.record({
    access: fc.constantFrom(...ACCESS_LEVELS),
    source: fc.constantFrom('', 'pagantes', 'pagantes-modular', 'nacional-pi-2025-1'),
    registrationQuiz: fc.constantFrom(1 as const, 2 as const, null),
    isBlockedByExpiration: fc.boolean(),
    curriculumAvailable: fc.option(
      fc.subarray(['fundamentos-da-programacao-front-end', 'logica-de-programacao', 'react']),
    ),
    hasConfirmedNationalRegistration: fc.boolean(),
    modules: fc.array(
      fc.record({
        superBlock: fc.constantFrom('logica-de-programacao', 'react'),
        status: fc.constantFrom('active', 'expired'),
      }),
      { maxLength: 2 },
    ),
    completedChallengeIds: fc.subarray(['a', 'b', 'c', 'd']),
  });
  const arbitraryChallenge = fc.record({
    id: fc.constantFrom('a', 'b', 'c', 'd'),
    superBlock: fc.constantFrom(
      'fundamentos-da-programacao-front-end',
      'logica-de-programacao',
      'react',
    ),
    superOrder: fc.integer({ min: 0, max: 3 }),
    phaseOrder: fc.integer({ min: 0, max: 3 }),
    order: fc.integer({ min: 0, max: 4 }),
    challengeOrder: fc.integer({ min: 0, max: 3 }),
    indexInSuperBlock: fc.integer({ min: 1, max: 15 }),
    prevChallengeId: fc.constantFrom('a', 'b', 'c', 'd', null),
  });

  it('5.1 nobody blocked by expiration is ever allowed', () => {
    fc.assert(
      fc.property(arbitraryUser, arbitraryChallenge, (user, challenge) => {
        const result = getChallengeAccess({
          user: { ...user, isBlockedByExpiration: true },
          challenge,
        });
        expect(result).toEqual({ allowed: false, reason: 'blocked-by-expiration' });
      }),
    );
  });

  it('5.7 completing more challenges never takes access away (access not blocked)', () => {
    fc.assert(
      fc.property(arbitraryUser, arbitraryChallenge, (user, challenge) => {
        fc.pre(user.access !== 'blocked');
        const before = getChallengeAccess({ user, challenge });
        const after = getChallengeAccess({
          user: { ...user, completedChallengeIds: ['a', 'b', 'c', 'd'] },
          challenge,
        });
        if (before.allowed) expect(after.allowed).toBe(true);
      }),
    );
  });

  it('always answers allowed, or denied with one of the named reasons', () => {
    fc.assert(
      fc.property(arbitraryUser, arbitraryChallenge, (user, challenge) => {
        const result = getChallengeAccess({ user, challenge });
        if (!result.allowed) expect(CHALLENGE_DENIAL_REASONS).toContain(result.reason);
      }),
    );
  });
});

describe('isModularOrLimited', () => {
  it('5 is true for modular and limited access only', () => {
    expect(ACCESS_LEVELS.filter((access) => isModularOrLimited({ access }))).toEqual([
      'limited',
      'modular',
    ]);
  });
});

describe('isLoggedDenialReason and getChallengeDenialFlashKey', () => {
  it.each<[ChallengeDenialReason, boolean, string]>([
    ['blocked-by-expiration', true, 'blocked-by-expiration'],
    ['curriculum-not-allowed', true, 'challenge-not-allowed'],
    ['trilha-1-above-superblock-1', true, 'challenge-not-allowed'],
    ['limited-national-not-confirmed', true, 'challenge-not-allowed'],
    ['blocked-access', false, 'challenge-not-allowed'],
    ['no-source', false, 'challenge-not-allowed'],
    ['previous-challenge-not-completed', false, 'challenge-not-allowed'],
    ['module-not-available', false, 'challenge-not-allowed'],
  ])('8 motivo %s: registrado %s, flash %s', (reason, logged, flashKey) => {
    expect(isLoggedDenialReason(reason)).toBe(logged);
    expect(getChallengeDenialFlashKey(reason)).toBe(flashKey);
  });

  it('8 logs exactly four reasons', () => {
    expect(LOGGED_DENIAL_REASONS).toHaveLength(4);
  });
});

describe('getIndexInSuperBlock', () => {
  const challenges = [
    { id: 'a', superBlock: 'fundamentos' },
    { id: 'b', superBlock: 'logica' },
    { id: 'c', superBlock: 'fundamentos' },
    { id: 'd', superBlock: 'logica' },
  ];
  it('counts from 1 within the superblock, in reading order', () => {
    expect(getIndexInSuperBlock({ challenges, id: 'a' })).toBe(1);
    expect(getIndexInSuperBlock({ challenges, id: 'c' })).toBe(2);
    expect(getIndexInSuperBlock({ challenges, id: 'b' })).toBe(1);
    expect(getIndexInSuperBlock({ challenges, id: 'd' })).toBe(2);
  });
  it('answers 0 for a challenge that is not in the index', () => {
    expect(getIndexInSuperBlock({ challenges, id: 'z' })).toBe(0);
  });
});
