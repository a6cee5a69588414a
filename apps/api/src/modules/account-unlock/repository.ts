// SQL of the unlock flow.
import { eq } from 'drizzle-orm';
import type { Database, DatabaseExecutor } from '@escola/db/client';
import { users } from '@escola/db/schema/users';

export const clearInactivityBlock = async ({
  db,
  userId,
  now,
}: {
  db: DatabaseExecutor;
  userId: string;
  now: Date;
}): Promise<void> => {
  await db
    .update(users)
    .set({ blockedByInactivityAt: null, lastActiveAt: now })
    .where(eq(users.id, userId));
};

export const findUnlockTargetByEmail = async ({
  db,
  email,
}: {
  db: Database;
  email: string;
}): Promise<{ id: string; blockedByInactivityAt: Date | null } | undefined> => {
  const [row] = await db
    .select({ id: users.id, blockedByInactivityAt: users.blockedByInactivityAt })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row;
};
