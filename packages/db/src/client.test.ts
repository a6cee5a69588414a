import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './client';
import { users } from './schema/users';
import { getMigratedPgliteDump } from './testing';

const temporaryFolders: string[] = [];
afterAll(async () => {
  await Promise.all(temporaryFolders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('createDatabase on PGlite', () => {
  it('opens an empty in-memory database when given no options, and closes idempotently', async () => {
    const handle = await createDatabase();
    expect(handle.kind).toBe('pglite');
    const result = await handle.db.execute(sql`select count(*)::int as tables
      from information_schema.tables where table_schema = 'public'`);
    expect(result.rows).toEqual([{ tables: 0 }]);
    await handle.close();
    await expect(handle.close()).resolves.toBeUndefined();
  });

  it('starts a memory:// database from a data-dir tarball', async () => {
    const handle = await createDatabase({
      dataDir: 'memory://',
      loadDataDir: await getMigratedPgliteDump(),
    });
    try {
      expect(await handle.db.select().from(users)).toEqual([]);
    } finally {
      await handle.close();
    }
  });

  it('persists data under dataDir, creating the missing parent folder', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'escola-db-client-'));
    temporaryFolders.push(folder);
    const dataDir = join(folder, 'nested', 'db');

    const first = await createDatabase({ dataDir, loadDataDir: await getMigratedPgliteDump() });
    await first.db.insert(users).values({ username: 'persistida', email: 'persistida@teste.dev' });
    await first.close();
    expect((await stat(dataDir)).isDirectory()).toBe(true);

    const second = await createDatabase({ dataDir });
    try {
      const rows = await second.db.select({ username: users.username }).from(users);
      expect(rows).toEqual([{ username: 'persistida' }]);
    } finally {
      await second.close();
    }
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.runIf(postgresUrl)('createDatabase on PostgreSQL (TEST_DATABASE_URL)', () => {
  it('uses node-postgres when a url is given', async () => {
    const handle = await createDatabase({ url: postgresUrl });
    try {
      expect(handle.kind).toBe('postgres');
      const result = await handle.db.execute(sql`select 1 + 1 as two`);
      expect(result.rows).toEqual([{ two: 2 }]);
    } finally {
      await handle.close();
    }
    await expect(handle.close()).resolves.toBeUndefined();
  });
});
