// The national programme's states of docs/product/national-programme.md: placement test, second
// chance, attempts over, waiting list, dropout, and the reproved flag of configured cohorts. Inputs
// use the field names of the session user, so the web app passes the user and the API its rows'
// facts.
import {
  DROPOUT_THRESHOLD_DAYS,
  MUNDO_TECH_CHALLENGE_ID,
  PLACEMENT_TEST_MAX_ATTEMPTS,
  PLACEMENT_TEST_PASSING_GRADE,
} from './constants';
import { isNationalGroupUser, isNationalUser } from './national';
import type { AccessLevel, RegistrationQuiz } from './users';

const FIRST_QUIZ_VARIANT: RegistrationQuiz = 1;
const DAY_MS = 24 * 60 * 60 * 1000;

export type PlacementFacts = {
  /** The user's own flag: the placement test was asked for. */
  needsPlacementTest: boolean;
  registrationQuiz: RegistrationQuiz | null;
  /** Holds the front-end fundamentals certificate. */
  isFundamentosDaProgramacaoFrontEndCert: boolean;
  completedChallengeIds: readonly string[];
  attemptedPlacementTestCounter: number;
  /** studentEvaluation.studentGrade: the last placement-test grade, null before any attempt. */
  studentGrade: number | null;
};

/** A grade passes when it is at least the passing grade; no grade yet is neither pass nor fail. */
export const hasPassingGrade = (studentGrade: number | null): boolean =>
  studentGrade !== null && studentGrade >= PLACEMENT_TEST_PASSING_GRADE;
export const hasFailingGrade = (studentGrade: number | null): boolean =>
  studentGrade !== null && studentGrade < PLACEMENT_TEST_PASSING_GRADE;

/**
 * Placement test needed: when flagged, or when registrationQuiz is 1, the front-end fundamentals
 * certificate is not held, the Mundo Tech challenge is done and the attempts are under 2.
 * Readings (issue 16): the attempts bound both cases (a test that can no longer be taken is not
 * needed); and a passing grade ends the need of the second case ("after passing they continue to
 * /learn"). The flag is the user's own: passing clears it (the correction does), and staff may set
 * it again to ask for a new test.
 */
export const needsPlacementTest = (user: PlacementFacts): boolean => {
  if (user.attemptedPlacementTestCounter >= PLACEMENT_TEST_MAX_ATTEMPTS) return false;
  if (user.needsPlacementTest) return true;
  return (
    user.registrationQuiz === FIRST_QUIZ_VARIANT &&
    !user.isFundamentosDaProgramacaoFrontEndCert &&
    user.completedChallengeIds.includes(MUNDO_TECH_CHALLENGE_ID) &&
    !hasPassingGrade(user.studentGrade)
  );
};

/** Second chance: registrationQuiz 1, no completed challenge, attempts under 2. */
export const hasSecondChance = (user: {
  registrationQuiz: RegistrationQuiz | null;
  completedChallengeIds: readonly string[];
  attemptedPlacementTestCounter: number;
}): boolean =>
  user.registrationQuiz === FIRST_QUIZ_VARIANT &&
  user.completedChallengeIds.length === 0 &&
  user.attemptedPlacementTestCounter < PLACEMENT_TEST_MAX_ATTEMPTS;

/** Attempts-over message: national, registrationQuiz 1, attempts ≥ 2, grade under 7. */
export const showsAttemptsOverMessage = (user: {
  group: string;
  registrationQuiz: RegistrationQuiz | null;
  attemptedPlacementTestCounter: number;
  studentGrade: number | null;
}): boolean =>
  isNationalUser(user) &&
  user.registrationQuiz === FIRST_QUIZ_VARIANT &&
  user.attemptedPlacementTestCounter >= PLACEMENT_TEST_MAX_ATTEMPTS &&
  hasFailingGrade(user.studentGrade);

/**
 * Waiting list shown: a national-group user (no source, national group) who needs no placement
 * test, has grade ≥ 7 and no class-group control yet.
 */
export const showsWaitingList = (
  user: PlacementFacts & {
    group: string;
    source: string;
    /** The user's classGroupControl; null until the user is linked to a class group. */
    classGroupControl: object | null;
  },
): boolean =>
  isNationalGroupUser(user) &&
  !needsPlacementTest(user) &&
  hasPassingGrade(user.studentGrade) &&
  user.classGroupControl === null;

const toTime = (date: Date | string): number => new Date(date).getTime();

/**
 * Dropout message: national, empty source, invite not accepted, linked to the class group more than
 * 5 days before `now`.
 */
export const showsDropoutMessage = ({
  user,
  now,
}: {
  user: {
    group: string;
    source: string;
    classGroupControl: {
      acceptedInvite: boolean;
      linkedToTheClassDate: Date | string | null;
    } | null;
  };
  now: Date;
}): boolean => {
  const control = user.classGroupControl;
  if (!isNationalUser(user) || user.source !== '' || !control) return false;
  if (control.acceptedInvite || control.linkedToTheClassDate === null) return false;
  const linkedFor = now.getTime() - toTime(control.linkedToTheClassDate);
  return linkedFor > DROPOUT_THRESHOLD_DAYS * DAY_MS;
};

/**
 * A cohort whose users are flagged reproved (docs/product/national-programme.md: "two specific
 * cohort users, PI and PR first-semester 2025"). Configuration, not code: each selector names the
 * source and/or the group that identify the cohort; a user matches when every field given equals
 * the user's. A selector that gives neither field matches nobody.
 */
export type CohortSelector = { source?: string; group?: string };

export const isInCohort = ({
  user,
  cohort,
}: {
  user: { source: string; group: string };
  cohort: CohortSelector;
}): boolean => {
  if (cohort.source === undefined && cohort.group === undefined) return false;
  if (cohort.source !== undefined && cohort.source !== user.source) return false;
  return cohort.group === undefined || cohort.group === user.group;
};

/** Reproved flag: a user of a configured cohort with grade under 7 and at most 2 attempts. */
export const isReprovedCohortUser = ({
  user,
  cohorts,
}: {
  user: {
    source: string;
    group: string;
    studentGrade: number | null;
    attemptedPlacementTestCounter: number;
  };
  cohorts: readonly CohortSelector[];
}): boolean =>
  cohorts.some((cohort) => isInCohort({ user, cohort })) &&
  hasFailingGrade(user.studentGrade) &&
  user.attemptedPlacementTestCounter <= PLACEMENT_TEST_MAX_ATTEMPTS;

/**
 * The reproved cohorts of docs/product/national-programme.md: "PI and PR first-semester 2025".
 * Configuration, read as the source tags the programme gives those cohorts (state and semester).
 */
export const REPROVED_COHORTS: readonly CohortSelector[] = [
  { source: 'nacional-pi-2025-1' },
  { source: 'nacional-pr-2025-1' },
];

/**
 * A cheap first look at the learner states of national-status.ts, without dates or the placement
 * rules: false when no state but the free trial can apply, so the web app loads the states' notice
 * and rules only for learners who may be in one. Every state needs one of these facts: blocked by
 * expiration; a configured cohort; the first quiz (second chance); a national group (attempts
 * over, dropout, waiting list); a class group; modular access. It lives here, apart from the
 * states, so a page can ask it without loading them.
 */
export const mayHaveLearnerStatus = ({
  user,
  cohorts = REPROVED_COHORTS,
}: {
  user: {
    isBlockedByExpiration: boolean;
    registrationQuiz: RegistrationQuiz | null;
    group: string;
    source: string;
    /** The user's classGroupInfo; null when the user has no class group. */
    classGroupInfo: object | null;
    access: AccessLevel;
  };
  cohorts?: readonly CohortSelector[];
}): boolean =>
  user.isBlockedByExpiration ||
  user.registrationQuiz === FIRST_QUIZ_VARIANT ||
  isNationalUser(user) ||
  user.classGroupInfo !== null ||
  user.access === 'modular' ||
  cohorts.some((cohort) => isInCohort({ user, cohort }));
