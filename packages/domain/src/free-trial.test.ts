import { describe, expect, it } from 'vitest';
import type { ChallengeAccessUser } from './challenge-access';
import { LIMITED_INDEX_LIMIT } from './constants';
import {
  findNextOpenChallenge,
  getAccessScope,
  offersUnlockOnDenial,
  type ScopeChallenge,
} from './free-trial';
import { ACCESS_LEVELS } from './users';

const trialUser: ChallengeAccessUser = {
  access: 'limited',
  source: '',
  registrationQuiz: null,
  isBlockedByExpiration: false,
  curriculumAvailable: null,
  hasConfirmedNationalRegistration: false,
  modules: [],
  completedChallengeIds: [],
};

/** `count` challenges of one superblock, chained by prevChallengeId. */
const superBlockChallenges = ({
  superBlock,
  superOrder,
  count,
}: {
  superBlock: string;
  superOrder: number;
  count: number;
}): ScopeChallenge[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `${superBlock}-${index + 1}`,
    superBlock,
    superOrder,
    phaseOrder: 0,
    order: superOrder * 10,
    challengeOrder: index,
    prevChallengeId: index === 0 ? null : `${superBlock}-${index}`,
  }));

const curriculum = [
  ...superBlockChallenges({ superBlock: 'fundamentos', superOrder: 0, count: 14 }),
  ...superBlockChallenges({ superBlock: 'logica', superOrder: 1, count: 6 }),
];

describe('getAccessScope', () => {
  it('opens the first free challenges of trilha 0 to a trial learner without a source', () => {
    expect(getAccessScope({ user: trialUser, challenges: curriculum })).toEqual([
      {
        superBlock: 'fundamentos',
        total: 14,
        open: LIMITED_INDEX_LIMIT,
        lockedReason: 'module-not-available',
      },
      { superBlock: 'logica', total: 6, open: 0, lockedReason: 'no-source' },
    ]);
  });

  it('opens the free part of every trilha to a trial learner with a source', () => {
    const scope = getAccessScope({
      user: { ...trialUser, source: 'turma' },
      challenges: curriculum,
    });
    expect(scope.map(({ open, lockedReason }) => ({ open, lockedReason }))).toEqual([
      { open: LIMITED_INDEX_LIMIT, lockedReason: 'module-not-available' },
      { open: 6, lockedReason: null },
    ]);
  });

  it('opens a whole trilha for which the learner holds a valid module', () => {
    const user = { ...trialUser, modules: [{ superBlock: 'fundamentos', status: 'active' }] };
    expect(getAccessScope({ user, challenges: curriculum })[0]).toMatchObject({
      open: 14,
      lockedReason: null,
    });
  });
});

describe('findNextOpenChallenge', () => {
  it('gives the first challenge not completed that the learner may open', () => {
    const user = { ...trialUser, completedChallengeIds: ['fundamentos-1', 'fundamentos-2'] };
    expect(findNextOpenChallenge({ user, challenges: curriculum })?.id).toBe('fundamentos-3');
  });

  it('gives null when every open challenge is completed', () => {
    const user = {
      ...trialUser,
      completedChallengeIds: curriculum.slice(0, LIMITED_INDEX_LIMIT).map(({ id }) => id),
    };
    expect(findNextOpenChallenge({ user, challenges: curriculum })).toBeNull();
  });

  it('follows the order rule for other learners', () => {
    const user = {
      ...trialUser,
      access: 'complete' as const,
      source: 'turma',
      registrationQuiz: 1 as const,
    };
    expect(findNextOpenChallenge({ user, challenges: curriculum })?.id).toBe('fundamentos-1');
  });
});

describe('offersUnlockOnDenial', () => {
  it('offers the unlock link to a trial learner for closed modules and programme-only trilhas', () => {
    expect(offersUnlockOnDenial({ access: 'limited', reason: 'module-not-available' })).toBe(true);
    expect(offersUnlockOnDenial({ access: 'limited', reason: 'no-source' })).toBe(true);
  });

  it('never offers it for a denial a purchase does not lift', () => {
    for (const access of ACCESS_LEVELS) {
      for (const reason of [
        'previous-challenge-not-completed',
        'blocked-by-expiration',
        'blocked-access',
        'curriculum-not-allowed',
        'limited-national-not-confirmed',
      ] as const) {
        expect(offersUnlockOnDenial({ access, reason })).toBe(false);
      }
    }
  });

  it('never offers it to complete or national access', () => {
    for (const access of [
      'complete',
      'nacional',
      'complete_nacional',
      'limited_nacional',
    ] as const) {
      expect(offersUnlockOnDenial({ access, reason: 'no-source' })).toBe(false);
    }
  });
});
