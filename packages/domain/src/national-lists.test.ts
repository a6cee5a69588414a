import { describe, expect, it } from 'vitest';
import { MUNDO_TECH_CHALLENGE_ID } from './constants';
import {
  getNationalListPlacement,
  isNationalListGroup,
  NATIONAL_LIST_GROUPS,
  type NationalListFacts,
} from './national-lists';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

/** Approved in the placement test, national group, no class group: the waiting list. */
const approved: NationalListFacts = {
  group: 'nacional-pr',
  source: '',
  needsPlacementTest: false,
  registrationQuiz: 1,
  isFundamentosDaProgramacaoFrontEndCert: false,
  completedChallengeIds: [MUNDO_TECH_CHALLENGE_ID],
  attemptedPlacementTestCounter: 1,
  studentGrade: 8,
  classGroupControl: null,
};

const linked = ({ accepted, days }: { accepted: boolean; days: number | null }) => ({
  ...approved,
  classGroupControl: {
    acceptedInvite: accepted,
    linkedToTheClassDate: days === null ? null : daysAgo(days).toISOString(),
  },
});

const placementOf = (user: NationalListFacts) => getNationalListPlacement({ user, now: NOW });

describe('the programme groups', () => {
  it('are the eight states as nacional-{uf}', () => {
    expect(NATIONAL_LIST_GROUPS.map(({ group }) => group)).toEqual([
      'nacional-pr',
      'nacional-pi',
      'nacional-rr',
      'nacional-ce',
      'nacional-am',
      'nacional-rs',
      'nacional-ba',
      'nacional-rn',
    ]);
    expect(isNationalListGroup('nacional-ba')).toBe(true);
    expect(isNationalListGroup('nacional-sp')).toBe(false);
    expect(isNationalListGroup('NACIONAL-BA')).toBe(false);
  });
});

describe('getNationalListPlacement', () => {
  it('puts an approved learner without a class group on the waiting list', () => {
    expect(placementOf(approved)).toEqual({ list: 'waiting' });
  });

  it('keeps off every list a learner outside the eight groups', () => {
    expect(placementOf({ ...approved, group: 'nacional-sp' })).toBeNull();
    expect(placementOf({ ...approved, group: '' })).toBeNull();
  });

  it('keeps off the waiting list a learner asked for a new test, or with a grade under 7', () => {
    expect(placementOf({ ...approved, needsPlacementTest: true })).toBeNull();
    expect(placementOf({ ...approved, studentGrade: 6.5 })).toBeNull();
    expect(placementOf({ ...approved, studentGrade: null })).toBeNull();
    // A learner with a source is not a national-group learner.
    expect(placementOf({ ...approved, source: 'pagantes' })).toBeNull();
  });

  it('waits for the learner asked for a new test once the attempts are over', () => {
    expect(
      placementOf({ ...approved, needsPlacementTest: true, attemptedPlacementTestCounter: 2 }),
    ).toEqual({ list: 'waiting' });
  });

  it('waits to confirm a learner linked 5 days ago or less, or without a linked date', () => {
    expect(placementOf(linked({ accepted: false, days: 1 }))).toEqual({
      list: 'waiting-to-confirm',
    });
    expect(placementOf(linked({ accepted: false, days: 5 }))).toEqual({
      list: 'waiting-to-confirm',
    });
    expect(placementOf(linked({ accepted: false, days: null }))).toEqual({
      list: 'waiting-to-confirm',
    });
  });

  it('calls a dropout whoever did not accept more than 5 days after being linked', () => {
    expect(placementOf(linked({ accepted: false, days: 6 }))).toEqual({
      list: 'reproved-and-dropout',
      status: 'desistente',
    });
  });

  it('confirms a learner who accepted the invite, whatever the source or the date', () => {
    expect(placementOf(linked({ accepted: true, days: 30 }))).toEqual({ list: 'confirmed' });
    expect(placementOf({ ...linked({ accepted: true, days: 1 }), source: 'outra' })).toEqual({
      list: 'confirmed',
    });
  });

  it('keeps a learner with a source and a pending invite off the lists', () => {
    expect(placementOf({ ...linked({ accepted: false, days: 1 }), source: 'outra' })).toBeNull();
  });

  it('reproves a learner whose attempts are over with a grade under 7, first of all', () => {
    const attemptsOver = { ...approved, attemptedPlacementTestCounter: 2, studentGrade: 5 };
    expect(placementOf(attemptsOver)).toEqual({
      list: 'reproved-and-dropout',
      status: 'reprovado',
    });
    expect(
      placementOf({
        ...linked({ accepted: true, days: 1 }),
        ...attemptsOver,
        classGroupControl: null,
      }),
    ).toEqual({ list: 'reproved-and-dropout', status: 'reprovado' });
    expect(
      placementOf({
        ...attemptsOver,
        classGroupControl: { acceptedInvite: false, linkedToTheClassDate: daysAgo(10) },
      }),
    ).toEqual({ list: 'reproved-and-dropout', status: 'reprovado' });
  });

  it('reproves a learner of a configured cohort with a grade under 7', () => {
    const cohort = {
      ...approved,
      group: 'nacional-pi',
      source: 'nacional-pi-2025-1',
      studentGrade: 6,
    };
    expect(placementOf(cohort)).toEqual({ list: 'reproved-and-dropout', status: 'reprovado' });
    expect(
      getNationalListPlacement({ user: cohort, now: NOW, cohorts: [{ group: 'nacional-rr' }] }),
    ).toBeNull();
  });
});
