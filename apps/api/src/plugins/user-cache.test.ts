import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@escola/db/client';
import { users } from '@escola/db/schema/users';
import { createTestDatabase } from '@escola/db/testing';
import { createTestUser } from '../testing/create-test-user';
import { createUserCache } from './user-cache';

describe('createUserCache', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  const versionOf = async (userId: string) => {
    const [row] = await handle.db
      .select({ version: users.version })
      .from(users)
      .where(eq(users.id, userId));
    return row?.version ?? -1;
  };

  it('gives the kept row while the version is the same, and the new row once it changed', async () => {
    const { user } = await createTestUser({ db: handle.db });
    const cache = createUserCache();
    const first = await cache.load({ db: handle.db, userId: user.id, version: user.version });
    expect(first?.name).toBe('Aluna de Teste');
    expect(await cache.load({ db: handle.db, userId: user.id, version: user.version })).toBe(first);

    // Any change of the row raises the version (the database does it): the next load reads it.
    await handle.db.update(users).set({ name: 'Nome Novo' }).where(eq(users.id, user.id));
    const version = await versionOf(user.id);
    expect(version).toBeGreaterThan(user.version);
    const second = await cache.load({ db: handle.db, userId: user.id, version });
    expect(second?.name).toBe('Nome Novo');
    expect(second?.version).toBe(version);
  });

  it('keeps rows frozen: no request can change the user another one sees', async () => {
    const { user } = await createTestUser({ db: handle.db });
    const cache = createUserCache();
    const kept = await cache.load({ db: handle.db, userId: user.id, version: user.version });
    expect(Object.isFrozen(kept)).toBe(true);
    expect(() => {
      (kept as { name: string }).name = 'outro';
    }).toThrow(TypeError);
  });

  it('reads a user pushed out by newer ones again, and answers null for a deleted user', async () => {
    const { user: older } = await createTestUser({ db: handle.db });
    const { user: newer } = await createTestUser({ db: handle.db });
    const cache = createUserCache({ maximumEntries: 1 });
    const first = await cache.load({ db: handle.db, userId: older.id, version: older.version });
    await cache.load({ db: handle.db, userId: newer.id, version: newer.version });
    const again = await cache.load({ db: handle.db, userId: older.id, version: older.version });
    expect(again).toEqual(first);
    expect(again).not.toBe(first);

    await handle.db.delete(users).where(eq(users.id, older.id));
    const gone = await cache.load({ db: handle.db, userId: older.id, version: older.version + 1 });
    expect(gone).toBeNull();
  });
});
