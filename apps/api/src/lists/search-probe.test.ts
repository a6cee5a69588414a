// The search probe: the ids of every match up to the cap, exact below it and "at least" past it,
// and a page condition that an empty probe turns into "nothing".
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@escola/db/client';
import { users } from '@escola/db/schema/users';
import { createTestDatabase } from '@escola/db/testing';
import { amongMatches, probeSearchMatches, SEARCH_MATCH_CAP } from './search-probe';
import { usersTextContains } from './search-conditions';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  const rows = Array.from({ length: SEARCH_MATCH_CAP + 5 }, (_, index) => ({
    name: index < 3 ? `Iracema Cavalcanti ${index}` : `Joana Sondagem ${index}`,
    username: `sondagem-${index}`,
    email: `sondagem-${index}@teste.escola.dev`,
    source: index % 2 === 0 ? 'par' : 'impar',
  }));
  await handle.db.insert(users).values(rows);
});

afterAll(async () => {
  await handle.close();
});

const probe = (where: ReturnType<typeof sql>) =>
  probeSearchMatches({ db: handle.db, table: users, idColumn: users.id, where });

describe('probeSearchMatches', () => {
  it('finds every match of a rare term, exactly, and pages among them alone', async () => {
    const matches = await probe(usersTextContains('iracema cav'));
    expect(matches.size).toEqual({ listSize: 3, listSizeKind: 'exact' });
    const names = await handle.db
      .select({ name: users.name })
      .from(users)
      .where(amongMatches({ idColumn: users.id, ids: matches.ids }))
      .orderBy(users.name);
    expect(names.map((row) => row.name)).toEqual([
      'Iracema Cavalcanti 0',
      'Iracema Cavalcanti 1',
      'Iracema Cavalcanti 2',
    ]);
  });

  it('stops at the cap and says there are at least that many', async () => {
    const matches = await probe(usersTextContains('sondagem'));
    expect(matches.size).toEqual({ listSize: SEARCH_MATCH_CAP, listSizeKind: 'at-least' });
    expect(new Set(matches.ids).size).toBe(SEARCH_MATCH_CAP);
  });

  it('keeps the filters beside the term, and an empty probe matches nothing', async () => {
    const filtered = await probe(
      and(usersTextContains('iracema'), eq(users.source, 'par')) as ReturnType<typeof sql>,
    );
    expect(filtered.size).toEqual({ listSize: 2, listSizeKind: 'exact' });
    const none = await probe(usersTextContains('ninguém tem este nome'));
    expect(none).toEqual({ ids: [], size: { listSize: 0, listSizeKind: 'exact' } });
    const rows = await handle.db
      .select({ id: users.id })
      .from(users)
      .where(amongMatches({ idColumn: users.id, ids: none.ids }));
    expect(rows).toEqual([]);
  });
});
