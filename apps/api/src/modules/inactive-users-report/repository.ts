// SQL of the inactive-users report: the learners of one programme group that isInactiveLearner
// (@escola/domain/inactive-users-report) picks, in keyset batches by (name, id) — the (user_group,
// name, id) index serves the order, so a batch costs the same at the end of a state as at its start.
import { and, eq, isNotNull, isNull, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '@escola/db/client';
import { classGroupMemberships } from '@escola/db/schema/class-group-memberships';
import { classGroups } from '@escola/db/schema/class-groups';
import { users } from '@escola/db/schema/users';
import { membershipOfUser } from '@escola/db/user-columns';
import { getInactivityCutoff } from '@escola/domain/inactivity';
import { cursorColumns, planKeysetPage } from '../../lists/admin-list-page';

export const SORT_COLUMN = users.name;

/** isInactiveLearner for one group: blocked, or last activity (or join date) before the cutoff. */
export const buildInactiveCondition = ({ group, now }: { group: string; now: Date }): SQL => {
  const cutoff = getInactivityCutoff({ now });
  return and(
    eq(users.group, group),
    eq(users.type, 'student'),
    or(
      isNotNull(users.blockedByInactivityAt),
      lt(users.lastActiveAt, cutoff),
      and(isNull(users.lastActiveAt), lt(users.joinDate, cutoff)),
    ),
  ) as SQL;
};

/**
 * A timestamp as milliseconds since 1970 (a float8, which the driver reads as a number): parsing
 * PostgreSQL's text form of three dates per row cost ~20 % of a batch's time (issue 19's budget).
 */
const epochMilliseconds = (column: AnyColumn) =>
  sql<number | null>`(extract(epoch from ${column}) * 1000)::float8`;

export type InactiveUserRow = {
  name: string;
  email: string;
  username: string;
  cpf: string | null;
  group: string;
  classGroupName: string | null;
  /** Milliseconds since 1970 (never null here; drizzle types a computed column of a join so). */
  joinDate: number | null;
  lastActiveAt: number | null;
  blockedByInactivityAt: number | null;
  cursorValue: string;
  cursorId: string;
};

/** One batch of `size` rows (plus one, to know whether another follows) after `cursor`. */
export const findInactiveUserBatch = ({
  db,
  group,
  now,
  size,
  cursor,
}: {
  db: Database;
  group: string;
  now: Date;
  size: number;
  cursor?: string | undefined;
}): Promise<InactiveUserRow[]> => {
  const plan = planKeysetPage({
    query: { pageNumber: 1, pageSize: size, order: 'asc', cursor },
    sortColumn: SORT_COLUMN,
    idColumn: users.id,
  });
  return db
    .select({
      name: users.name,
      email: users.email,
      username: users.username,
      cpf: users.cpf,
      group: users.group,
      classGroupName: classGroups.name,
      joinDate: epochMilliseconds(users.joinDate),
      lastActiveAt: epochMilliseconds(users.lastActiveAt),
      blockedByInactivityAt: epochMilliseconds(users.blockedByInactivityAt),
      ...cursorColumns({ sortColumn: SORT_COLUMN, idColumn: users.id }),
    })
    .from(users)
    .leftJoin(classGroupMemberships, membershipOfUser)
    .leftJoin(classGroups, eq(classGroups.id, classGroupMemberships.classGroupId))
    .where(and(buildInactiveCondition({ group, now }), plan.after))
    .orderBy(...plan.orderBy)
    .limit(plan.limit);
};
