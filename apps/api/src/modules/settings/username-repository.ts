// SQL of the username calls.
import { eq } from 'drizzle-orm';
import type { Database } from '@escola/db/client';
import { users } from '@escola/db/schema/users';

export const isUsernameTaken = async ({
  db,
  username,
}: {
  db: Database;
  username: string;
}): Promise<boolean> => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, username))
    .limit(1);
  return row !== undefined;
};

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

const UNIQUE_VIOLATION = '23505';

const isUniqueViolation = (error: unknown): boolean => {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === UNIQUE_VIOLATION || cause?.code === UNIQUE_VIOLATION;
};
