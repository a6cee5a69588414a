// "Contains" searches at a million rows (issue 18, docs/admin-list-queries.md). Ordering matches
// by name while filtering them let the planner walk the name index and discard most of the table
// when it misjudged how many rows match (3.5 s for "sebastião mo": its 1,573 matches all sort near
// the end). So a search first collects the matching ids through the indexes — never a sequential
// scan — up to SEARCH_MATCH_CAP, and the page is then sorted from those ids alone. Past the cap
// the list says "Mais de 1.000 resultados" and shows the first thousand found (table order, the
// same on every page), sorted: the admin refines the term.
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, DatabaseExecutor } from '@escola/db/client';
import type { ListSize } from './count-list-size';

export const SEARCH_MATCH_CAP = 1_000;

export type SearchMatches = { ids: string[]; size: ListSize };

export const probeSearchMatches = async ({
  db,
  table,
  idColumn,
  where,
}: {
  db: Database;
  table: PgTable;
  idColumn: PgColumn;
  where: SQL;
}): Promise<SearchMatches> =>
  db.transaction(async (transaction) => {
    // Index scans only, for this statement's transaction: the trigram (or a filter's) index.
    await transaction.execute(sql`set local enable_seqscan = off`);
    const rows = await transaction
      .select({ id: sql<string>`(${idColumn})::text` })
      .from(table)
      .where(where)
      .limit(SEARCH_MATCH_CAP + 1);
    const capped = rows.length > SEARCH_MATCH_CAP;
    return {
      ids: rows.slice(0, SEARCH_MATCH_CAP).map((row) => row.id),
      size: capped
        ? { listSize: SEARCH_MATCH_CAP, listSizeKind: 'at-least' }
        : { listSize: rows.length, listSizeKind: 'exact' },
    };
  });

/** The condition of the page query: one of the probed ids (an empty probe matches nothing). */
export const amongMatches = ({ idColumn, ids }: { idColumn: PgColumn; ids: string[] }): SQL =>
  ids.length === 0 ? sql`false` : sql`${idColumn} = any(${`{${ids.join(',')}}`}::uuid[])`;

/**
 * Reads a page among probed matches with plain index scans off for its transaction: the planner
 * then fetches the matches by id (a bitmap on the primary key) and sorts them, and cannot walk a
 * sort index over the whole table hoping to meet them early (the e-mail drawer's 20 names took
 * 2.4 s that way for a term whose matches all sort late). Sequential scans are off too: the
 * matches' class groups are then looked up by key, not by reading all 200,000 memberships into a
 * hash (25 → 10 ms for a page of the users list, decision 041).
 */
const readAmongMatches = <Result>({
  db,
  read,
}: {
  db: Database;
  read: (executor: DatabaseExecutor) => Promise<Result>;
}): Promise<Result> =>
  db.transaction(async (transaction) => {
    await transaction.execute(sql`set local enable_indexscan = off`);
    await transaction.execute(sql`set local enable_indexonlyscan = off`);
    await transaction.execute(sql`set local enable_seqscan = off`);
    return read(transaction);
  });

type ProbedReadInput<Rows> = {
  db: Database;
  table: PgTable;
  idColumn: PgColumn;
  /** The list's WHERE when it holds a "contains" term; undefined when it does not. */
  probeWhere: SQL | undefined;
  /** Reads the rows, narrowed to the probed ids when there was a probe. */
  readRows: (executor: DatabaseExecutor, amongProbed: SQL | undefined) => Promise<Rows>;
};

const readProbed = async <Rows>({
  db,
  table,
  idColumn,
  probeWhere,
  readRows,
}: ProbedReadInput<Rows> & { probeWhere: SQL }): Promise<[Rows, ListSize]> => {
  const matches = await probeSearchMatches({ db, table, idColumn, where: probeWhere });
  const where = amongMatches({ idColumn, ids: matches.ids });
  const rows = await readAmongMatches({ db, read: (executor) => readRows(executor, where) });
  return [rows, matches.size];
};

/**
 * A list page and its size. With a search, the matching ids are probed first, the rows are read
 * among them and their number is the size; without, the rows and `countSize` run side by side (a
 * page's latency is its slowest query, not their sum).
 */
export const readListWithSearchProbe = <Rows>(
  input: ProbedReadInput<Rows> & { countSize: () => Promise<ListSize> },
): Promise<[Rows, ListSize]> =>
  input.probeWhere
    ? readProbed({ ...input, probeWhere: input.probeWhere })
    : Promise.all([input.readRows(input.db, undefined), input.countSize()]);

/** The rows alone (no size wanted), probed the same way when there is a search. */
export const readRowsWithSearchProbe = async <Rows>(input: ProbedReadInput<Rows>): Promise<Rows> =>
  input.probeWhere
    ? (await readProbed({ ...input, probeWhere: input.probeWhere }))[0]
    : input.readRows(input.db, undefined);
