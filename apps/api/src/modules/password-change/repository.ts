// SQL of the password change.
import { and, eq, ne } from 'drizzle-orm';
import { sessions } from '@escola/db/schema/sessions';
import { users } from '@escola/db/schema/users';
import type { DatabaseExecutor } from '@escola/db/client';

export const setPasswordHash = async ({
  db,
  userId,
  passwordHash,
}: {
  db: DatabaseExecutor;
  userId: string;
  passwordHash: string;
}): Promise<void> => {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
};

export const deleteOtherSessions = async ({
  db,
  userId,
  keepSessionId,
}: {
  db: DatabaseExecutor;
  userId: string;
  keepSessionId: string;
}): Promise<void> => {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
};
