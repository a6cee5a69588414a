import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { prepareStatement } from './prepared-statement';
import { users } from './schema/users';
import { createTestDatabase } from './testing';

const findNames = prepareStatement<
  { username: string },
  { prefix: string; excluded: string | null }
>({
  name: 'test_find_usernames',
  query: sql`select ${users.username} from ${users}
      where ${users.username} like ${sql.placeholder('prefix')} || '%'
        and ${users.username} is distinct from ${sql.placeholder('excluded')}
      order by ${users.username}`,
});

describe('prepareStatement (on the test database: PGlite, or PostgreSQL with TEST_DATABASE_URL)', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase();
    await handle.db.insert(users).values(
      ['ana', 'anita', 'bruno'].map((username) => ({
        username,
        email: `${username}@escola.dev`,
      })),
    );
  });
  afterAll(async () => handle.close());

  it('runs again and again with new values, more times than the pool has connections', async () => {
    for (let round = 0; round < 12; round += 1) {
      const [all, others] = await Promise.all([
        findNames({ db: handle.db, values: { prefix: 'an', excluded: null } }),
        findNames({ db: handle.db, values: { prefix: 'an', excluded: 'ana' } }),
      ]);
      expect(all).toEqual([{ username: 'ana' }, { username: 'anita' }]);
      expect(others).toEqual([{ username: 'anita' }]);
    }
    expect(await findNames({ db: handle.db, values: { prefix: 'b', excluded: null } })).toEqual([
      { username: 'bruno' },
    ]);
  });
});
