// SQL of the national-programme lists: a page by keyset, the batches of an export, the list's
// total over all groups, and which groups and statuses have anyone (one EXISTS each: cheap).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database, DatabaseExecutor } from '@escola/db/client';
import { classGroupMemberships } from '@escola/db/schema/class-group-memberships';
import { classGroups } from '@escola/db/schema/class-groups';
import { quizUsers } from '@escola/db/schema/quiz-users';
import { users } from '@escola/db/schema/users';
import { membershipOfUser } from '@escola/db/user-columns';
import {
  REPROVED_AND_DROPOUT_STATUSES,
  type ReprovedAndDropoutStatus,
} from '@escola/domain/national-lists';
import { cursorColumns, type KeysetPlan } from '../../lists/admin-list-page';
import { countListSize, type ListSize } from '../../lists/count-list-size';
import { searchCondition, USERS_SEARCH_EXPRESSION } from '../../lists/search-conditions';
import {
  ALL_LIST_GROUPS,
  buildListCondition,
  buildStatusColumn,
  type ListFilter,
} from './list-conditions';

export type SortField = 'name' | 'email';

export const SORT_COLUMNS = { name: users.name, email: users.email } as const;

/** Only digits, dots, dashes and spaces can be a CPF here; any other term is searched as text. */
const CPF_CHARACTERS = /^[\d.\-\s]+$/;

/** A CPF matches exactly; else "name, username or e-mail contains" (the trigram index). */
const listSearchCondition = (search: string | undefined): SQL | undefined => {
  const term = search?.trim();
  return searchCondition({
    term,
    expression: USERS_SEARCH_EXPRESSION,
    cpfColumn: term && CPF_CHARACTERS.test(term) ? users.cpf : undefined,
  });
};

export type ListQuery = ListFilter & { search?: string | undefined };

/** The list query of one request: its list and day, with the request's group, status and search. */
export const toListQuery = ({
  list,
  now,
  query,
}: Pick<ListFilter, 'list' | 'now'> & {
  query: Pick<ListQuery, 'group' | 'status' | 'search'>;
}): ListQuery => ({ list, now, group: query.group, status: query.status, search: query.search });

export const buildWhere = ({ search, ...filter }: ListQuery): SQL =>
  and(buildListCondition(filter), listSearchCondition(search)) as SQL;

/** Whether a list query has a search or a filter (else its size is the list's total). */
export const isFiltered = (query: ListQuery): boolean =>
  Boolean(query.search?.trim()) || query.group !== undefined || query.status !== undefined;

const rowColumns = (query: ListQuery) => ({
  id: users.id,
  name: users.name,
  email: users.email,
  username: users.username,
  cpf: users.cpf,
  group: users.group,
  state: quizUsers.state,
  city: quizUsers.city,
  phone: quizUsers.phone,
  grade: users.studentGrade,
  attempts: users.attemptedPlacementTestCounter,
  classGroupName: classGroups.name,
  linkedDate: users.linkedToClassDate,
  status: buildStatusColumn(query),
});

export type ListRow = {
  id: string;
  name: string;
  email: string;
  username: string;
  cpf: string | null;
  group: string;
  state: string | null;
  city: string | null;
  phone: string | null;
  grade: number | null;
  attempts: number;
  classGroupName: string | null;
  linkedDate: Date | null;
  status: string;
};

/**
 * One page (or one export batch): `plan` from planKeysetPage on (sort column, id). `where`
 * replaces the query's own conditions (the ids a search probe found).
 */
export const findListRows = async ({
  db,
  query,
  sort,
  plan,
  where = buildWhere(query),
}: {
  db: DatabaseExecutor;
  query: ListQuery;
  sort: SortField;
  plan: KeysetPlan;
  where?: SQL;
}): Promise<(ListRow & { cursorValue: string; cursorId: string })[]> =>
  db
    .select({
      ...rowColumns(query),
      ...cursorColumns({ sortColumn: SORT_COLUMNS[sort], idColumn: users.id }),
    })
    .from(users)
    .leftJoin(classGroupMemberships, membershipOfUser)
    .leftJoin(classGroups, eq(classGroups.id, classGroupMemberships.classGroupId))
    .leftJoin(quizUsers, eq(quizUsers.userId, users.id))
    .where(and(where, plan.after))
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);

export const countList = ({ db, query }: { db: Database; query: ListQuery }): Promise<ListSize> =>
  // A list is never the whole table: always counted (capped), never the table's estimate.
  countListSize({ db, from: sql`${users}`, where: buildWhere(query), tableName: 'users' });

/** The programme groups with anyone on the list: one EXISTS per group, in one round trip. */
export const findAvailableGroups = async ({
  db,
  filter,
}: {
  db: Database;
  filter: ListFilter;
}): Promise<string[]> => {
  const checks = ALL_LIST_GROUPS.map(
    (group) =>
      sql`select ${group}::text as value where exists (select 1 from ${users} where ${buildListCondition({ ...filter, group })})`,
  );
  const result = await db.execute<{ value: string }>(sql.join(checks, sql` union all `));
  const present = new Set(result.rows.map((row) => row.value));
  return ALL_LIST_GROUPS.filter((group) => present.has(group));
};

/** The reproved list's statuses with anyone on them (in any group). */
export const findAvailableStatuses = async ({
  db,
  filter,
}: {
  db: Database;
  filter: ListFilter;
}): Promise<ReprovedAndDropoutStatus[]> => {
  const checks = REPROVED_AND_DROPOUT_STATUSES.map(
    (status) =>
      sql`select ${status}::text as value where exists (select 1 from ${users} where ${buildListCondition({ ...filter, group: undefined, status })})`,
  );
  const result = await db.execute<{ value: string }>(sql.join(checks, sql` union all `));
  const present = new Set(result.rows.map((row) => row.value));
  return REPROVED_AND_DROPOUT_STATUSES.filter((status) => present.has(status));
};
