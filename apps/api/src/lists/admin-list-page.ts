// One page of an admin list (issue 18, contracts/admin-list): keyset pagination on (sort column,
// id), OFFSET only for early pages without a cursor, and a total that stays fast at a million rows
// (counts-list-size.ts). Repositories give the SQL pieces; this file owns the paging rules once.
import { sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_LIST_MAX_OFFSET,
  type AdminListResponse,
  type ListSizeKind,
} from '@escola/contracts/admin-list';
import { HttpError } from '../http-error';
import { MESSAGES } from '../messages';

export type ListPageQuery = {
  pageNumber: number;
  pageSize: number;
  order: 'asc' | 'desc';
  cursor?: string | undefined;
};

/** A cursor: the last row's sort value (as PostgreSQL prints it, `::text`) and its id. */
type Cursor = { value: string; id: string };

export const encodeCursor = ({ value, id }: Cursor): string =>
  Buffer.from(JSON.stringify([value, id]), 'utf8').toString('base64url');

const decodeCursor = (cursor: string): Cursor => {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === 'string' &&
      typeof parsed[1] === 'string'
    ) {
      return { value: parsed[0], id: parsed[1] };
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw new HttpError({ statusCode: 400, message: MESSAGES.invalidListCursor });
};

export type KeysetPlan = {
  /** The keyset condition of the page after the cursor, or undefined on a first/offset page. */
  after: SQL | undefined;
  /** ORDER BY sort column, id — both in the asked order (an index on (column, id) serves both). */
  orderBy: SQL[];
  limit: number;
  offset: number;
};

/** The two columns every page row selects for its cursor: the sort value and the id, as text. */
export const cursorColumns = ({
  sortColumn,
  idColumn,
}: {
  sortColumn: SQL | SQL.Aliased | unknown;
  idColumn: unknown;
}) => ({
  cursorValue: sql<string>`(${sortColumn})::text`,
  cursorId: sql<string>`(${idColumn})::text`,
});

/**
 * How to read the page: `sortColumn` must be NOT NULL (or a non-null expression) and `idColumn`
 * unique; fetch `limit` rows (one more than the page, to know whether a next page exists).
 */
export const planKeysetPage = ({
  query,
  sortColumn,
  idColumn,
  uniqueSortColumn = false,
}: {
  query: ListPageQuery;
  sortColumn: SQL | SQL.Aliased | unknown;
  idColumn: unknown;
  /** A unique column (e-mail, username) needs no id to break ties: its own unique index serves. */
  uniqueSortColumn?: boolean;
}): KeysetPlan => {
  const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
  const orderBy = uniqueSortColumn
    ? [sql`${sortColumn} ${direction}`]
    : [sql`${sortColumn} ${direction}`, sql`${idColumn} ${direction}`];
  const limit = query.pageSize + 1;
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor);
    const comparison = query.order === 'asc' ? sql`>` : sql`<`;
    const after = uniqueSortColumn
      ? sql`${sortColumn} ${comparison} ${cursor.value}`
      : sql`(${sortColumn}, ${idColumn}) ${comparison} (${cursor.value}, ${cursor.id})`;
    return { after, orderBy, limit, offset: 0 };
  }
  const offset = (query.pageNumber - 1) * query.pageSize;
  if (offset > ADMIN_LIST_MAX_OFFSET) {
    throw new HttpError({ statusCode: 400, message: MESSAGES.listPageTooDeep });
  }
  return { after: undefined, orderBy, limit, offset };
};

/**
 * The answer of a page from the rows read with `plan.limit`: each row carries `cursorValue` (the
 * sort column `::text`) and `cursorId`, which are taken off before the rows go out.
 */
export const toListPage = <Row extends { cursorValue: string; cursorId: string }, Item>({
  rows,
  query,
  size,
  present,
}: {
  rows: Row[];
  query: ListPageQuery;
  size: { listSize: number; listSizeKind: ListSizeKind };
  present: (row: Row) => Item;
}): AdminListResponse<Item> => {
  const page = rows.slice(0, query.pageSize);
  const last = page.at(-1);
  const hasNext = rows.length > query.pageSize && last !== undefined;
  return {
    list: page.map(present),
    ...size,
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    nextCursor: hasNext ? encodeCursor({ value: last.cursorValue, id: last.cursorId }) : null,
  };
};
