import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_STATUSES,
  INACTIVITY_BLOCK_DAYS,
  getAccountStatus,
  getActivityRecordCutoff,
  getInactivityCutoff,
  isBlockedByInactivity,
  isInactiveEnoughToBlock,
  shouldRecordActivity,
  type InactivityFacts,
} from './inactivity';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-03-01T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

const learner = (overrides: Partial<InactivityFacts> = {}): InactivityFacts => ({
  type: 'student',
  lastActiveAt: daysAgo(10),
  joinDate: daysAgo(400),
  blockedByInactivityAt: null,
  ...overrides,
});

describe('getInactivityCutoff', () => {
  it('is 180 days before now', () => {
    expect(INACTIVITY_BLOCK_DAYS).toBe(180);
    expect(getInactivityCutoff({ now: NOW })).toEqual(daysAgo(180));
  });
});

describe('isInactiveEnoughToBlock', () => {
  it.each([
    { case: '4 aluno ativo há 10 dias', user: learner(), blocks: false },
    {
      case: '4 aluno sem atividade há 181 dias',
      user: learner({ lastActiveAt: daysAgo(181) }),
      blocks: true,
    },
    {
      case: '4 exatamente 180 dias não bloqueia',
      user: learner({ lastActiveAt: daysAgo(180) }),
      blocks: false,
    },
    {
      case: '4 sem atividade registrada: conta a data de cadastro antiga',
      user: learner({ lastActiveAt: null, joinDate: daysAgo(200) }),
      blocks: true,
    },
    {
      case: '4 sem atividade registrada: cadastro recente',
      user: learner({ lastActiveAt: null, joinDate: daysAgo(30) }),
      blocks: false,
    },
    {
      case: '6 equipe (suporte) nunca é bloqueada',
      user: learner({ type: 'support', lastActiveAt: daysAgo(900) }),
      blocks: false,
    },
    {
      case: '6 equipe (admin) nunca é bloqueada',
      user: learner({ type: 'admin', lastActiveAt: daysAgo(900) }),
      blocks: false,
    },
    {
      case: '6 equipe (super) nunca é bloqueada',
      user: learner({ type: 'super', lastActiveAt: daysAgo(900) }),
      blocks: false,
    },
    {
      case: '4 já bloqueado não é bloqueado de novo',
      user: learner({ lastActiveAt: daysAgo(900), blockedByInactivityAt: daysAgo(1) }),
      blocks: false,
    },
  ])('$case', ({ user, blocks }) => {
    expect(isInactiveEnoughToBlock({ user, now: NOW })).toBe(blocks);
  });

  it('blocks exactly the learners whose last activity is before the cutoff', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000 * DAY_MS }), (ageMs) => {
        const user = learner({ lastActiveAt: new Date(NOW.getTime() - ageMs) });
        expect(isInactiveEnoughToBlock({ user, now: NOW })).toBe(ageMs > 180 * DAY_MS);
      }),
    );
  });
});

describe('isBlockedByInactivity', () => {
  it.each([
    { blockedByInactivityAt: null, blocked: false },
    { blockedByInactivityAt: daysAgo(3), blocked: true },
  ])('blocked at $blockedByInactivityAt → $blocked', ({ blockedByInactivityAt, blocked }) => {
    expect(isBlockedByInactivity({ blockedByInactivityAt })).toBe(blocked);
  });
});

describe('shouldRecordActivity', () => {
  it('uses a cutoff one day before now', () => {
    expect(getActivityRecordCutoff({ now: NOW })).toEqual(daysAgo(1));
  });

  it.each([
    { case: 'never recorded', lastActiveAt: null, record: true },
    {
      case: 'recorded an hour ago',
      lastActiveAt: new Date(NOW.getTime() - 3_600_000),
      record: false,
    },
    { case: 'recorded exactly a day ago', lastActiveAt: daysAgo(1), record: false },
    { case: 'recorded two days ago', lastActiveAt: daysAgo(2), record: true },
  ])('$case → $record', ({ lastActiveAt, record }) => {
    expect(shouldRecordActivity({ lastActiveAt, now: NOW })).toBe(record);
  });
});

describe('getAccountStatus', () => {
  it.each([
    { blockedByInactivityAt: null, deleteRequestedAt: null, status: 'active' },
    { blockedByInactivityAt: daysAgo(1), deleteRequestedAt: null, status: 'blocked' },
    { blockedByInactivityAt: null, deleteRequestedAt: daysAgo(1), status: 'deletion-requested' },
    { blockedByInactivityAt: daysAgo(1), deleteRequestedAt: daysAgo(1), status: 'blocked' },
  ])('→ $status', ({ blockedByInactivityAt, deleteRequestedAt, status }) => {
    expect(getAccountStatus({ blockedByInactivityAt, deleteRequestedAt })).toBe(status);
    expect(ACCOUNT_STATUSES).toContain(status);
  });
});
