import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_DELETION_GRACE_DAYS,
  canRequestAccountDeletion,
  getAccountDeletionDueAt,
  getDaysToDelete,
  isAccountDeletionDue,
} from './account-deletion';
import { USER_TYPES } from './users';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-22T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('account deletion rules', () => {
  it('gives 30 days of grace', () => {
    expect(ACCOUNT_DELETION_GRACE_DAYS).toBe(30);
    expect(getAccountDeletionDueAt({ requestedAt: NOW })).toEqual(
      new Date('2026-12-22T12:00:00.000Z'),
    );
  });

  it.each([
    ['no request', null, null],
    ['a request made now', ago(0), 30],
    ['a request a minute ago', ago(60_000), 30],
    ['a request exactly one day ago', ago(DAY_MS), 29],
    ['a request 29 days and 1 minute ago', ago(29 * DAY_MS + 60_000), 1],
    ['a request exactly 30 days ago', ago(30 * DAY_MS), 0],
    ['a request 45 days ago (the job has not run yet)', ago(45 * DAY_MS), 0],
  ])('days to delete for %s', (_label, requestedAt, expected) => {
    expect(getDaysToDelete({ requestedAt, now: NOW })).toBe(expected);
  });

  it('is due exactly when no day is left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 90 * DAY_MS }), (elapsedMs) => {
        const requestedAt = ago(elapsedMs);
        const days = getDaysToDelete({ requestedAt, now: NOW });
        expect(isAccountDeletionDue({ requestedAt, now: NOW })).toBe(days === 0);
        expect(days).toBeGreaterThanOrEqual(0);
        expect(days).toBeLessThanOrEqual(ACCOUNT_DELETION_GRACE_DAYS);
      }),
    );
  });

  it('lets only learners ask for their own deletion', () => {
    expect(USER_TYPES.filter((type) => canRequestAccountDeletion({ type }))).toEqual(['student']);
  });
});
