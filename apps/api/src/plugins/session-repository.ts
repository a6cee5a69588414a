// SQL of the sessions table.
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '@escola/db/client';
import { sessions } from '@escola/db/schema/sessions';
import { users, type User } from '@escola/db/schema/users';

export type ActiveSession = {
  id: string;
  userId: string;
  lastSeenAt: Date;
  user: User;
};

export const findActiveSession = async ({
  db,
  id,
  now,
}: {
  db: Database;
  id: string;
  now: Date;
}): Promise<ActiveSession | null> => {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, id),
        gt(sessions.idleExpiresAt, now),
        gt(sessions.absoluteExpiresAt, now),
      ),
    )
    .limit(1);
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
