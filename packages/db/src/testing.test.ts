import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { users } from './schema/users';
import { createTestDatabase } from './testing';

describe('createTestDatabase', () => {
  it('gives each caller an isolated, migrated database', async () => {
    const first = await createTestDatabase();
    const second = await createTestDatabase();
    try {
      await first.db.insert(users).values({ username: 'so-na-primeira', email: 'um@teste.dev' });
      const inSecond = await second.db.select().from(users);
      const inFirst = await first.db.select({ username: users.username }).from(users);
      expect(inSecond).toEqual([]);
      expect(inFirst).toEqual([{ username: 'so-na-primeira' }]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  const postgresUrl = process.env.TEST_DATABASE_URL;
  it.runIf(postgresUrl)('drops its PostgreSQL database on close', async () => {
    const handle = await createTestDatabase();
    if (handle.kind !== 'postgres') throw new Error('esperava PostgreSQL');
    const client = await handle.client.connect();
    const { rows } = await client.query<{ name: string }>('select current_database() as name');
    client.release();
    const name = rows[0]?.name;
    expect(name).toMatch(/^t_[0-9a-f]{16}$/);
    await handle.close();

    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      expect(found.rowCount).toBe(0);
    } finally {
      await admin.end();
    }
  });
});
