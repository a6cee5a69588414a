// SQL of the sign-in flow.
import { eq } from 'drizzle-orm';
import type { Database } from '@escola/db/client';
import { users } from '@escola/db/schema/users';

export const findUserCredentialsByEmail = async ({
  db,
  email,
}: {
  db: Database;
  email: string;
}): Promise<
  | {
      id: string;
      passwordHash: string | null;
      blockedByInactivityAt: Date | null;
      lastActiveAt: Date | null;
    }
  | undefined
> => {
  const [row] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      blockedByInactivityAt: users.blockedByInactivityAt,
      lastActiveAt: users.lastActiveAt,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row;
};

export const recordActivity = async ({
  db,
  userId,
  now,
}: {
  db: Database;
  userId: string;
  now: Date;
}): Promise<void> => {
  await db.update(users).set({ lastActiveAt: now }).where(eq(users.id, userId));
};
