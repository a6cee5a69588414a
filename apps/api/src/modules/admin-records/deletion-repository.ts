// SQL of the account-deletion lists: the pending requests (users with delete_requested_at, served
// by the partial users_delete_requested_index) and the deletion records (account_deletions).
import { isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@escola/db/client';
import { accountDeletions } from '@escola/db/schema/account-deletions';
import { users } from '@escola/db/schema/users';
import { cursorColumns, planKeysetPage, type ListPageQuery } from '../../lists/admin-list-page';
import { countListSize } from '../../lists/count-list-size';
import { allOf, searchCondition, USERS_SEARCH_EXPRESSION } from '../../lists/search-conditions';

type ListQuery = ListPageQuery & { search?: string | undefined };

const REQUESTED_SORT_COLUMNS = { requestedAt: users.deleteRequestedAt, name: users.name } as const;

export const findUsersRequestedDeletePage = async ({
  db,
  query,
}: {
  db: Database;
  query: ListQuery & { sort: keyof typeof REQUESTED_SORT_COLUMNS };
}) => {
  const sortColumn = REQUESTED_SORT_COLUMNS[query.sort];
  const plan = planKeysetPage({ query, sortColumn, idColumn: users.id });
  const where = allOf([
    isNotNull(users.deleteRequestedAt),
    searchCondition({
      term: query.search,
      expression: USERS_SEARCH_EXPRESSION,
      cpfColumn: users.cpf,
    }),
  ]) as SQL;
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      username: users.username,
      requestedAt: users.deleteRequestedAt,
      ...cursorColumns({ sortColumn, idColumn: users.id }),
    })
    .from(users)
    .where(allOf([where, plan.after]))
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  // Always filtered (requests only): counted, never estimated from the users table.
  const size = await countListSize({ db, from: sql`${users}`, where, tableName: 'users' });
  return { rows, size };
};

/** Deletion records keep no CPF: "contains" on name and e-mail (a small table, no index needed). */
const DELETED_SEARCH_EXPRESSION = sql`lower(${accountDeletions.name} || ' ' || ${accountDeletions.email})`;

const DELETED_SORT_COLUMNS = {
  deletedAt: accountDeletions.deletedAt,
  name: accountDeletions.name,
} as const;

export const findUsersDeletedPage = async ({
  db,
  query,
}: {
  db: Database;
  query: ListQuery & { sort: keyof typeof DELETED_SORT_COLUMNS };
}) => {
  const sortColumn = DELETED_SORT_COLUMNS[query.sort];
  const plan = planKeysetPage({ query, sortColumn, idColumn: accountDeletions.id });
  const where = searchCondition({ term: query.search, expression: DELETED_SEARCH_EXPRESSION });
  const rows = await db
    .select({
      id: accountDeletions.id,
      name: accountDeletions.name,
      email: accountDeletions.email,
      username: accountDeletions.username,
      reason: accountDeletions.reason,
      requestedAt: accountDeletions.requestedAt,
      deletedAt: accountDeletions.deletedAt,
      ...cursorColumns({ sortColumn, idColumn: accountDeletions.id }),
    })
    .from(accountDeletions)
    .where(allOf([where, plan.after]))
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const size = await countListSize({
    db,
    from: sql`${accountDeletions}`,
    where,
    tableName: 'account_deletions',
  });
  return { rows, size };
};
