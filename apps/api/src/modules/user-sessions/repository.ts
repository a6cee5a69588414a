// SQL of the sessions list: the user's live sessions, and ending one of them (never another
// user's: every statement is bound to the user id).
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '@escola/db/client';
import { sessions } from '@escola/db/schema/sessions';

export const findLiveSessions = async ({
  db,
  userId,
  now,
}: {
  db: Database;
  userId: string;
  now: Date;
}) =>
  db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        gt(sessions.idleExpiresAt, now),
        gt(sessions.absoluteExpiresAt, now),
      ),
    );

export type LiveSession = Awaited<ReturnType<typeof findLiveSessions>>[number];

export const deleteSessionOfUser = async ({
  db,
  userId,
  id,
}: {
  db: Database;
  userId: string;
  id: string;
}): Promise<boolean> => {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return deleted.length > 0;
};
