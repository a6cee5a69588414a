// SQL of the sessions table.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '@escola/db/client';
import { sessions } from '@escola/db/schema/sessions';
import { users, type User } from '@escola/db/schema/users';

export type ActiveSession = {
  id: string;
  userId: string;
  lastSeenAt: Date;
  user: User;
};

/**
 * The session lookup runs on every request with a session cookie: a prepared statement (parsed
 * and planned once per connection) keeps it close to the cost of `select 1`.
 */
const prepareFindActiveSession = (db: Database) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        gt(sessions.idleExpiresAt, sql.placeholder('now')),
        gt(sessions.absoluteExpiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('find_active_session');

const preparedLookups = new WeakMap<Database, ReturnType<typeof prepareFindActiveSession>>();

export const findActiveSession = async ({
  db,
  id,
  now,
}: {
  db: Database;
  id: string;
  now: Date;
}): Promise<ActiveSession | null> => {
  let lookup = preparedLookups.get(db);
  if (!lookup) {
    lookup = prepareFindActiveSession(db);
    preparedLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ id, now: now.toISOString() });
  if (!row) return null;
  return {
    id: row.session.id,
    userId: row.session.userId,
    lastSeenAt: row.session.lastSeenAt,
    user: row.user,
  };
};

export const insertSession = async ({
  db,
  id,
  userId,
  now,
  idleExpiresAt,
  absoluteExpiresAt,
  userAgent,
  ip,
}: {
  db: Database;
  id: string;
  userId: string;
  now: Date;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
  userAgent: string | null;
  ip: string | null;
}): Promise<void> => {
  await db.insert(sessions).values({
    id,
    userId,
    createdAt: now,
    lastSeenAt: now,
    idleExpiresAt,
    absoluteExpiresAt,
    userAgent,
    ip,
  });
};

export const touchSession = async ({
  db,
  id,
  now,
  idleExpiresAt,
}: {
  db: Database;
  id: string;
  now: Date;
  idleExpiresAt: Date;
}): Promise<void> => {
  await db.update(sessions).set({ lastSeenAt: now, idleExpiresAt }).where(eq(sessions.id, id));
};

export const deleteSession = async ({ db, id }: { db: Database; id: string }): Promise<void> => {
  await db.delete(sessions).where(eq(sessions.id, id));
};
