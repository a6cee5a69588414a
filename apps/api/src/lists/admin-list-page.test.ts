// Keyset pages and capped totals on a real database: pages follow each other without overlap or
// gap in both orders, ties on the sort column are broken by id, deep offsets and bad cursors are
// refused in Portuguese, and totals say whether they are exact.
import { and, asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@escola/db/client';
import { users } from '@escola/db/schema/users';
import { createTestDatabase } from '@escola/db/testing';
import { HttpError } from '../http-error';
import { planKeysetPage, toListPage, type ListPageQuery } from './admin-list-page';
import { countListSize } from './count-list-size';

let handle: DatabaseHandle;
const NAMES = ['Ana', 'Bruno', 'Bruno', 'Bruno', 'Carla', 'Davi', 'Elisa'];

beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db.insert(users).values(
    NAMES.map((name, index) => ({
      name,
      username: `pagina-${index}`,
      email: `pagina-${index}@teste.escola.dev`,
      source: 'lista-paginada',
    })),
  );
});

afterAll(async () => {
  await handle.close();
});

const inList = sql`${users.source} = 'lista-paginada'`;

const readPage = async (query: ListPageQuery) => {
  const plan = planKeysetPage({ query, sortColumn: users.name, idColumn: users.id });
  const rows = await handle.db
    .select({
      name: users.name,
      cursorValue: sql<string>`(${users.name})::text`,
      cursorId: sql<string>`(${users.id})::text`,
    })
    .from(users)
    .where(plan.after ? and(inList, plan.after) : inList)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  return toListPage({
    rows,
    query,
    size: { listSize: NAMES.length, listSizeKind: 'exact' },
    present: (row) => row.name,
  });
};

const readAll = async (order: 'asc' | 'desc') => {
  const names: string[] = [];
  let cursor: string | undefined;
  let pageNumber = 1;
  for (;;) {
    const page = await readPage({ pageNumber, pageSize: 2, order, cursor });
    names.push(...page.list);
    if (!page.nextCursor) return { names, pages: pageNumber };
    cursor = page.nextCursor;
    pageNumber += 1;
  }
};

describe('planKeysetPage', () => {
  it('walks every row once, ascending and descending, ties included', async () => {
    expect(await readAll('asc')).toEqual({ names: [...NAMES].sort(), pages: 4 });
    expect((await readAll('desc')).names).toEqual([...NAMES].sort().reverse());
  });

  it('pages a unique column by its own value alone', async () => {
    const usernames: string[] = [];
    let cursor: string | undefined;
    for (let pageNumber = 1; ; pageNumber += 1) {
      const query: ListPageQuery = { pageNumber, pageSize: 3, order: 'desc', cursor };
      const plan = planKeysetPage({
        query,
        sortColumn: users.username,
        idColumn: users.id,
        uniqueSortColumn: true,
      });
      const rows = await handle.db
        .select({
          username: users.username,
          cursorValue: sql<string>`(${users.username})::text`,
          cursorId: sql<string>`(${users.id})::text`,
        })
        .from(users)
        .where(plan.after ? and(inList, plan.after) : inList)
        .orderBy(...plan.orderBy)
        .limit(plan.limit);
      const page = toListPage({
        rows,
        query,
        size: { listSize: NAMES.length, listSizeKind: 'exact' },
        present: (row) => row.username,
      });
      usernames.push(...page.list);
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(usernames).toEqual(NAMES.map((_, index) => `pagina-${index}`).reverse());
  });

  it('serves an early page by offset when there is no cursor', async () => {
    const byOffset = await readPage({ pageNumber: 2, pageSize: 2, order: 'asc' });
    const first = await readPage({ pageNumber: 1, pageSize: 2, order: 'asc' });
    const byCursor = await readPage({
      pageNumber: 2,
      pageSize: 2,
      order: 'asc',
      cursor: first.nextCursor ?? '',
    });
    expect(byOffset.list).toEqual(byCursor.list);
  });

  it('refuses a page too deep for an offset and a cursor that is not one', () => {
    const plan = (query: ListPageQuery) =>
      planKeysetPage({ query, sortColumn: users.name, idColumn: users.id });
    expect(() => plan({ pageNumber: 202, pageSize: 50, order: 'asc' })).toThrow(
      /longe demais para abrir direto/,
    );
    expect(() => plan({ pageNumber: 201, pageSize: 50, order: 'asc' })).not.toThrow();
    for (const cursor of ['nada', Buffer.from('[1,2]').toString('base64url')]) {
      const error = (() => {
        try {
          plan({ pageNumber: 2, pageSize: 5, order: 'asc', cursor });
        } catch (caught) {
          return caught;
        }
        return null;
      })();
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(400);
      expect((error as HttpError).message).toMatch(/Página inválida/);
    }
  });
});

describe('countListSize', () => {
  it('counts exactly below the cap and says "at least" above it', async () => {
    const exact = await countListSize({
      db: handle.db,
      from: sql`${users}`,
      where: inList,
      tableName: 'users',
    });
    expect(exact).toEqual({ listSize: NAMES.length, listSizeKind: 'exact' });
    const many = await countListSize({
      db: handle.db,
      from: sql`generate_series(1, 20000) as numbers(n)`,
      where: sql`n > 0`,
      tableName: 'users',
    });
    expect(many).toEqual({ listSize: 10_000, listSizeKind: 'at-least' });
  });

  it('counts a small unfiltered table instead of estimating it', async () => {
    const total = await handle.db.select({ id: users.id }).from(users).orderBy(asc(users.id));
    const size = await countListSize({
      db: handle.db,
      from: sql`${users}`,
      where: undefined,
      tableName: 'users',
    });
    expect(size).toEqual({ listSize: total.length, listSizeKind: 'exact' });
  });

  it('estimates an unfiltered table the statistics say is large', async () => {
    await handle.db.execute(
      sql`create table big_numbers as select n from generate_series(1, 20000) as n`,
    );
    await handle.db.execute(sql`analyze big_numbers`);
    const size = await countListSize({
      db: handle.db,
      from: sql`big_numbers`,
      where: undefined,
      tableName: 'big_numbers',
    });
    expect(size.listSizeKind).toBe('estimate');
    expect(size.listSize).toBeGreaterThan(15_000);
  });
});
