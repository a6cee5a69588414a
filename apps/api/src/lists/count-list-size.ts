// The total of an admin list that stays fast at a million rows (issue 18): an exact count that
// stops at ADMIN_LIST_COUNT_CAP ('at-least' past it, "mais de 10.000"), or — for an unfiltered list
// of a large table — the planner's statistics ('estimate', "cerca de"). Small tables are counted.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@escola/db/client';
import { ADMIN_LIST_COUNT_CAP, type ListSizeKind } from '@escola/contracts/admin-list';

export type ListSize = { listSize: number; listSizeKind: ListSizeKind };

const estimateRows = async ({ db, tableName }: { db: Database; tableName: string }) => {
  const result = await db.execute<{ estimate: number }>(
    sql`select reltuples::bigint::int as estimate from pg_class where oid = to_regclass(${tableName})`,
  );
  return result.rows[0]?.estimate ?? -1;
};

/**
 * `from`: the FROM clause (a table, or a join); `where`: the list's filter, or undefined when the
 * list is unfiltered (then `tableName`'s statistics may answer).
 */
export const countListSize = async ({
  db,
  from,
  where,
  tableName,
}: {
  db: Database;
  from: SQL;
  where: SQL | undefined;
  tableName: string;
}): Promise<ListSize> => {
  if (!where) {
    const estimate = await estimateRows({ db, tableName });
    if (estimate > ADMIN_LIST_COUNT_CAP) return { listSize: estimate, listSizeKind: 'estimate' };
  }
  const condition = where ?? sql`true`;
  const result = await db.execute<{ count: number }>(sql`
    select count(*)::int as count
    from (select 1 from ${from} where ${condition} limit ${ADMIN_LIST_COUNT_CAP + 1}) as capped`);
  const count = result.rows[0]?.count ?? 0;
  if (count > ADMIN_LIST_COUNT_CAP) {
    return { listSize: ADMIN_LIST_COUNT_CAP, listSizeKind: 'at-least' };
  }
  return { listSize: count, listSizeKind: 'exact' };
};
