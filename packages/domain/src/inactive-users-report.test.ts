import { describe, expect, it } from 'vitest';
import { INACTIVITY_BLOCK_DAYS } from './inactivity';
import {
  getInactiveUsersReportFileName,
  isInactiveLearner,
  stateOfReportGroup,
} from './inactive-users-report';

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date('2026-03-17T17:05:09.000Z');
const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
const learner = {
  type: 'student' as const,
  lastActiveAt: ago(10),
  joinDate: ago(400),
  blockedByInactivityAt: null,
};

describe('isInactiveLearner', () => {
  it('holds for a learner blocked by inactivity, whatever their last activity', () => {
    expect(isInactiveLearner({ user: { ...learner, blockedByInactivityAt: ago(1) }, now })).toBe(
      true,
    );
  });

  it('holds from the block threshold on, by last activity or else by join date', () => {
    const lastActive = (days: number) =>
      isInactiveLearner({ user: { ...learner, lastActiveAt: ago(days) }, now });
    expect(lastActive(INACTIVITY_BLOCK_DAYS - 1)).toBe(false);
    expect(lastActive(INACTIVITY_BLOCK_DAYS + 1)).toBe(true);
    const joined = (days: number) =>
      isInactiveLearner({ user: { ...learner, lastActiveAt: null, joinDate: ago(days) }, now });
    expect(joined(3)).toBe(false);
    expect(joined(INACTIVITY_BLOCK_DAYS + 1)).toBe(true);
  });

  it('never holds for staff', () => {
    const staff = { ...learner, type: 'support' as const, lastActiveAt: ago(900) };
    expect(isInactiveLearner({ user: staff, now })).toBe(false);
    expect(isInactiveLearner({ user: { ...staff, blockedByInactivityAt: ago(1) }, now })).toBe(
      false,
    );
  });
});

describe('the report file name', () => {
  it('is the prefix, the state and the São Paulo time', () => {
    expect(getInactiveUsersReportFileName({ group: 'nacional-pr', now })).toBe(
      'usuarios-inativos-pr-17-03-2026_14-05-09.csv',
    );
  });

  it('knows only the eight programme groups', () => {
    expect(stateOfReportGroup('nacional-rn')).toBe('rn');
    expect(stateOfReportGroup('nacional-sp')).toBeNull();
    expect(() => getInactiveUsersReportFileName({ group: 'nacional-sp', now })).toThrow();
  });
});
