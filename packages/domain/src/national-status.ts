// Where a learner stands (docs/product/national-programme.md), in one answer: the state whose
// screen or message the web app shows on /learn (and /blocked). The rules are those of
// national-programme.ts, class-group-validity.ts and challenge-access.ts; this module only orders
// them. Priority, first match wins:
//  1. blocked by expiration — nothing else can be done until support renews the access;
//  2. reproved (a configured cohort) — the programme's verdict, more specific than 3;
//  3. attempts over — the placement test can no longer be taken and was failed;
//  4. second chance — the test was failed once and can be taken again (reading: the rule's "zero
//     completed challenges, attempts under 2" alone also holds for a learner who never took the
//     test; the notice is for one who failed it, so a failing grade is required as well);
//  5. dropout — linked to a class group more than 5 days ago without accepting the invite;
//  6. waiting list — approved, waiting for a class group (exclusive with 5: no class-group control);
//  7. class group not started (with its start date) or already ended (with its end date);
//  8. modular learner with an expired module; 9. limited learner (the free trial).
import { SCHOOL_TIME_ZONE } from './constants';
import { hasClassGroupStarted, type ClassGroupValidity } from './class-group-validity';
import { MODULE_EXPIRED_STATUS, type UserModule } from './challenge-access';
import {
  hasFailingGrade,
  hasSecondChance,
  isReprovedCohortUser,
  showsAttemptsOverMessage,
  showsDropoutMessage,
  showsWaitingList,
  REPROVED_COHORTS,
  type CohortSelector,
  type PlacementFacts,
} from './national-programme';
import type { AccessLevel } from './users';
import { formatIsoCalendarDate } from './zoned-date';

export const LEARNER_STATUS_KINDS = [
  'blocked-by-expiration',
  'reproved',
  'attempts-over',
  'second-chance',
  'dropout',
  'waiting-list',
  'class-group-not-started',
  'class-group-ended',
  'expired-modules',
  'limited',
] as const;
export type LearnerStatusKind = (typeof LEARNER_STATUS_KINDS)[number];

type PlainKind = Exclude<
  LearnerStatusKind,
  'class-group-not-started' | 'class-group-ended' | 'expired-modules'
>;

export type LearnerStatus =
  | { [Kind in PlainKind]: { kind: Kind } }[PlainKind]
  /** startsOn: the group's start date (yyyy-MM-dd), null when the group has no valid range. */
  | { kind: 'class-group-not-started'; startsOn: string | null }
  | { kind: 'class-group-ended'; endedOn: string }
  /** The superblocks of the learner's expired modules. */
  | { kind: 'expired-modules'; superBlocks: string[] };

/** The session user's facts the states read (field names of docs/product/national-programme.md). */
export type LearnerStatusFacts = PlacementFacts & {
  group: string;
  source: string;
  access: AccessLevel;
  isBlockedByExpiration: boolean;
  classGroupInfo: ClassGroupValidity | null;
  classGroupControl: {
    acceptedInvite: boolean;
    linkedToTheClassDate: Date | string | null;
  } | null;
  modules: readonly UserModule[];
};

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}/;
const calendarDate = (date: string | undefined): string | null =>
  CALENDAR_DATE.exec(date ?? '')?.[0] ?? null;

const getClassGroupStatus = ({
  user,
  now,
}: {
  user: LearnerStatusFacts;
  now: Date;
}): LearnerStatus | null => {
  const classGroup = user.classGroupInfo;
  if (!classGroup) return null;
  const { isBlockedByExpiration } = user;
  if (hasClassGroupStarted({ classGroup, isBlockedByExpiration, now })) return null;
  // Blocked by expiration is answered first, so only a date range can be here.
  const [start, end] = classGroup.validityDateRange ?? [];
  const startsOn = calendarDate(start);
  const endedOn = calendarDate(end);
  const today = formatIsoCalendarDate({ date: now, timeZone: SCHOOL_TIME_ZONE });
  // The group has not started unless its start is behind us: then its end has passed.
  if (startsOn !== null && endedOn !== null && startsOn <= today) {
    return { kind: 'class-group-ended', endedOn };
  }
  return { kind: 'class-group-not-started', startsOn };
};

const getModuleStatus = (user: LearnerStatusFacts): LearnerStatus | null => {
  if (user.access === 'limited') return { kind: 'limited' };
  if (user.access !== 'modular') return null;
  const superBlocks = user.modules
    .filter((module) => module.status === MODULE_EXPIRED_STATUS)
    .map((module) => module.superBlock);
  return superBlocks.length > 0 ? { kind: 'expired-modules', superBlocks } : null;
};

/** The state a learner is in, by the priority above; null when none applies. */
export const getLearnerStatus = ({
  user,
  now,
  cohorts = REPROVED_COHORTS,
}: {
  user: LearnerStatusFacts;
  now: Date;
  cohorts?: readonly CohortSelector[];
}): LearnerStatus | null => {
  if (user.isBlockedByExpiration) return { kind: 'blocked-by-expiration' };
  if (isReprovedCohortUser({ user, cohorts })) return { kind: 'reproved' };
  if (showsAttemptsOverMessage(user)) return { kind: 'attempts-over' };
  if (hasSecondChance(user) && hasFailingGrade(user.studentGrade)) {
    return { kind: 'second-chance' };
  }
  if (showsDropoutMessage({ user, now })) return { kind: 'dropout' };
  if (showsWaitingList(user)) return { kind: 'waiting-list' };
  return getClassGroupStatus({ user, now }) ?? getModuleStatus(user);
};
