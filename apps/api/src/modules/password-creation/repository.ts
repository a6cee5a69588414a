// SQL of the password creation.
import { and, eq, isNull } from 'drizzle-orm';
import { users } from '@escola/db/schema/users';
import type { DatabaseExecutor } from '@escola/db/client';

/** Sets the first password; false when the account already has one (a concurrent creation). */
export const setFirstPasswordHash = async ({
  db,
  userId,
  passwordHash,
}: {
  db: DatabaseExecutor;
  userId: string;
  passwordHash: string;
}): Promise<boolean> => {
  const rows = await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, userId), isNull(users.passwordHash)))
    .returning({ id: users.id });
  return rows.length === 1;
};
