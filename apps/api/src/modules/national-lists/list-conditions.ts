// The SQL of each national-programme list: the WHERE that mirrors getNationalListPlacement of
// @escola/domain/national-lists rule for rule (national-lists.test.ts proves they pick the same
// learners). Every condition starts with the learner's group among the eight programme groups,
// which the (user_group, name, id) index serves; NULL grades and dates are written out so that a
// negation never turns an unknown into "not on the list".
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { users } from '@escola/db/schema/users';
import {
  DROPOUT_THRESHOLD_DAYS,
  PLACEMENT_TEST_MAX_ATTEMPTS,
  PLACEMENT_TEST_PASSING_GRADE,
} from '@escola/domain/constants';
import {
  NATIONAL_LIST_GROUPS,
  type NationalList,
  type ReprovedAndDropoutStatus,
} from '@escola/domain/national-lists';
import { REPROVED_COHORTS, type CohortSelector } from '@escola/domain/national-programme';

const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_QUIZ_VARIANT = 1;

export const ALL_LIST_GROUPS = NATIONAL_LIST_GROUPS.map(({ group }) => group);

// Written as a literal, not a parameter: the partial indexes of the lists (migration 0011) are
// chosen only when the planner can prove their predicate from the query's own constants.
const PASSING_GRADE = sql.raw(String(Number(PLACEMENT_TEST_PASSING_GRADE)));
const hasFailingGrade = sql`(${users.studentGrade} is not null and ${users.studentGrade} < ${PASSING_GRADE})`;
const hasPassingGrade = sql`(${users.studentGrade} is not null and ${users.studentGrade} >= ${PASSING_GRADE})`;

/** isInCohort for every configured cohort: a selector with neither field matches nobody. */
const inCohorts = (cohorts: readonly CohortSelector[]): SQL => {
  const selectors = cohorts
    .filter((cohort) => cohort.source !== undefined || cohort.group !== undefined)
    .map((cohort) =>
      and(
        cohort.source === undefined ? undefined : eq(users.source, cohort.source),
        cohort.group === undefined ? undefined : eq(users.group, cohort.group),
      ),
    );
  return selectors.length === 0 ? sql`false` : sql`(${or(...selectors)})`;
};

/** 'reprovado': isReprovedCohortUser or showsAttemptsOverMessage (a national group is given). */
const isReproved = (cohorts: readonly CohortSelector[]): SQL => sql`(
  (${inCohorts(cohorts)} and ${hasFailingGrade}
    and ${users.attemptedPlacementTestCounter} <= ${PLACEMENT_TEST_MAX_ATTEMPTS})
  or (${users.registrationQuiz} is not null and ${users.registrationQuiz} = ${FIRST_QUIZ_VARIANT}
    and ${users.attemptedPlacementTestCounter} >= ${PLACEMENT_TEST_MAX_ATTEMPTS}
    and ${hasFailingGrade}))`;

/** A national-group learner (empty source) linked to a class group, invite not accepted. */
const hasPendingInvite = sql`(${users.source} = '' and ${users.hasClassGroup}
  and not ${users.classGroupAcceptedInvite})`;

/** showsDropoutMessage: linked more than DROPOUT_THRESHOLD_DAYS before `now`. */
const isDropout = (now: Date): SQL => {
  const cutoff = new Date(now.getTime() - DROPOUT_THRESHOLD_DAYS * DAY_MS);
  return sql`(${hasPendingInvite} and ${users.linkedToClassDate} is not null
    and ${users.linkedToClassDate} < ${cutoff.toISOString()}::timestamptz)`;
};

/**
 * showsWaitingList: with a passing grade, needsPlacementTest holds only by the flag under the
 * attempts bound (its second case needs a grade under 7). Exclusive with 'reprovado' by the grade.
 */
const isWaiting = sql`(${users.source} = '' and not ${users.hasClassGroup} and ${hasPassingGrade}
  and not (${users.needsPlacementTest}
    and ${users.attemptedPlacementTestCounter} < ${PLACEMENT_TEST_MAX_ATTEMPTS}))`;

export type ListFilter = {
  list: NationalList;
  now: Date;
  /** One programme group, or all eight. */
  group?: string | undefined;
  /** The reproved-and-dropout list's status filter. */
  status?: ReprovedAndDropoutStatus | undefined;
  cohorts?: readonly CohortSelector[];
};

const listRule = ({ list, now, status, cohorts = REPROVED_COHORTS }: ListFilter): SQL => {
  const reproved = isReproved(cohorts);
  switch (list) {
    case 'waiting':
      return isWaiting;
    case 'waiting-to-confirm':
      return sql`(not ${reproved} and ${hasPendingInvite} and not ${isDropout(now)})`;
    case 'confirmed':
      return sql`(not ${reproved} and ${users.hasClassGroup} and ${users.classGroupAcceptedInvite})`;
    case 'reproved-and-dropout':
      if (status === 'reprovado') return reproved;
      if (status === 'desistente') return sql`(not ${reproved} and ${isDropout(now)})`;
      return sql`(${reproved} or ${isDropout(now)})`;
  }
};

/** The list's WHERE (without search): its rule within one group or the eight. */
export const buildListCondition = (filter: ListFilter): SQL =>
  and(
    filter.group === undefined
      ? inArray(users.group, ALL_LIST_GROUPS)
      : eq(users.group, filter.group),
    listRule(filter),
  ) as SQL;

/** The status of a row of the list (an SQL expression, text). */
export const buildStatusColumn = ({
  list,
  cohorts = REPROVED_COHORTS,
}: {
  list: NationalList;
  cohorts?: readonly CohortSelector[];
}): SQL<string> => {
  switch (list) {
    case 'waiting':
      return sql<string>`'aguardando-vaga'`;
    case 'waiting-to-confirm':
      return sql<string>`'aguardando-confirmacao'`;
    case 'confirmed':
      return sql<string>`'confirmado'`;
    case 'reproved-and-dropout':
      return sql<string>`case when ${isReproved(cohorts)} then 'reprovado' else 'desistente' end`;
  }
};
