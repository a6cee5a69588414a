// SQL of the national department's metrics (issue 19): a few aggregates, each one pass over its
// table. Learners are those of the eight programme groups, as the programme lists; each status is
// the list's own condition (national-lists/list-conditions.ts), so the report and the lists never
// disagree. Counts are cast to int: a count is a bigint, which node-postgres reads as text.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@escola/db/client';
import { certificates } from '@escola/db/schema/certificates';
import { classGroupMemberships } from '@escola/db/schema/class-group-memberships';
import { classGroups } from '@escola/db/schema/class-groups';
import { users } from '@escola/db/schema/users';
import { membershipOfUser } from '@escola/db/user-columns';
import {
  PLACEMENT_TEST_MAX_ATTEMPTS,
  PLACEMENT_TEST_PASSING_GRADE,
} from '@escola/domain/constants';
import { ALL_LIST_GROUPS, buildListCondition } from '../national-lists/list-conditions';

const countWhere = (condition: SQL) => sql`(count(*) filter (where ${condition}))::int`;

/** The five list statuses (the lists are exclusive: the rest of the learners are 'outros'). */
const statusConditions = (now: Date) => ({
  waiting: buildListCondition({ list: 'waiting', now }),
  waitingToConfirm: buildListCondition({ list: 'waiting-to-confirm', now }),
  confirmed: buildListCondition({ list: 'confirmed', now }),
  reproved: buildListCondition({ list: 'reproved-and-dropout', now, status: 'reprovado' }),
  dropouts: buildListCondition({ list: 'reproved-and-dropout', now, status: 'desistente' }),
});

const inProgrammeGroups = sql`${users.group} in (${sql.join(
  ALL_LIST_GROUPS.map((group) => sql`${group}`),
  sql`, `,
)})`;

const PASSING_GRADE = sql.raw(String(Number(PLACEMENT_TEST_PASSING_GRADE)));
const MAX_ATTEMPTS = sql.raw(String(Number(PLACEMENT_TEST_MAX_ATTEMPTS)));

type StatusCountsRow = {
  waiting: number;
  waitingToConfirm: number;
  confirmed: number;
  reproved: number;
  dropouts: number;
};

export type StateMetricsRow = StatusCountsRow & {
  group: string;
  learners: number;
  notTaken: number;
  passed: number;
  failed: number;
  firstAttempt: number;
  secondAttempt: number;
};

export type ClassGroupCountsRow = StatusCountsRow & { classGroupId: string };

const statusColumns = (now: Date) => {
  const status = statusConditions(now);
  return sql`${countWhere(status.waiting)} as "waiting",
      ${countWhere(status.waitingToConfirm)} as "waitingToConfirm",
      ${countWhere(status.confirmed)} as "confirmed",
      ${countWhere(status.reproved)} as "reproved",
      ${countWhere(status.dropouts)} as "dropouts"`;
};

/**
 * One row per programme group with anyone: its learners by status and placement results. One
 * parallel scan of users (the programme is 40 % of the bench's million: no index would read less).
 */
export const findStateMetrics = async ({
  db,
  now,
}: {
  db: Database;
  now: Date;
}): Promise<StateMetricsRow[]> => {
  const result = await db.execute<StateMetricsRow>(sql`
    select ${users.group} as "group",
      count(*)::int as "learners",
      ${statusColumns(now)},
      ${countWhere(sql`${users.studentGrade} is null`)} as "notTaken",
      ${countWhere(sql`${users.studentGrade} >= ${PASSING_GRADE}`)} as "passed",
      ${countWhere(sql`${users.studentGrade} < ${PASSING_GRADE}`)} as "failed",
      ${countWhere(sql`${users.attemptedPlacementTestCounter} = 1`)} as "firstAttempt",
      ${countWhere(sql`${users.attemptedPlacementTestCounter} >= ${MAX_ATTEMPTS}`)} as "secondAttempt"
    from ${users}
    where ${inProgrammeGroups}
    group by ${users.group}`);
  return result.rows;
};

/**
 * The programme learners of every class group by status (groups without any have no row). All
 * memberships at once, hashed against the programme's learners: reading each member by key was
 * one random heap read per member (2.2 s for the bench's 200,000, against ~1 s).
 */
export const findClassGroupCounts = async ({
  db,
  now,
}: {
  db: Database;
  now: Date;
}): Promise<ClassGroupCountsRow[]> => {
  const result = await db.execute<ClassGroupCountsRow>(sql`
    select ${classGroupMemberships.classGroupId} as "classGroupId", ${statusColumns(now)}
    from ${classGroupMemberships}
    join ${users} on ${membershipOfUser}
    where ${inProgrammeGroups}
    group by ${classGroupMemberships.classGroupId}`);
  return result.rows;
};

export type ClassGroupRow = { id: string; name: string; learners: number };

/** Every class group with its learner count (kept by triggers), by name. */
export const findClassGroups = async ({ db }: { db: Database }): Promise<ClassGroupRow[]> =>
  db
    .select({ id: classGroups.id, name: classGroups.name, learners: classGroups.learnerCount })
    .from(classGroups)
    .orderBy(classGroups.name, classGroups.id);

/** Programme learners holding each certificate (trilhas and the national trail's stages). */
export const findCompletionCounts = async ({
  db,
}: {
  db: Database;
}): Promise<{ slug: string; learners: number }[]> => {
  const result = await db.execute<{ slug: string; learners: number }>(sql`
    select ${certificates.certSlug} as slug, count(*)::int as learners
    from ${certificates}
    join ${users} on ${users.id} = ${certificates.userId}
    where ${inProgrammeGroups}
    group by ${certificates.certSlug}`);
  return result.rows;
};
