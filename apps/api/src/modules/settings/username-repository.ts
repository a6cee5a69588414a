// SQL of the username change (whether a username is taken is sign-up's query, one for both).
import { eq } from 'drizzle-orm';
import type { Database } from '@escola/db/client';
import { users } from '@escola/db/schema/users';
import { isUniqueViolation } from '../sign-up/service';

/** False when another account took the username meanwhile (the unique index refused it). */
export const setUsername = async ({
  db,
  userId,
  username,
}: {
  db: Database;
  userId: string;
  username: string;
}): Promise<boolean> => {
  try {
    await db.update(users).set({ username }).where(eq(users.id, userId));
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
};
