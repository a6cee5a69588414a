// SQL of the user token: one row per user at most (unique user_id), its id is the token.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@escola/db/client';
import { userTokens } from '@escola/db/schema/user-tokens';

/** Inserts the user's token or gives the existing row a new id, in one statement. */
export const upsertUserToken = async ({
  db,
  userId,
}: {
  db: Database;
  userId: string;
}): Promise<string> => {
  const [row] = await db
    .insert(userTokens)
    .values({ userId })
    .onConflictDoUpdate({
      target: userTokens.userId,
      set: { id: sql`gen_random_uuid()`, createdAt: sql`now()` },
    })
    .returning({ id: userTokens.id });
  if (!row) throw new Error('token de usuário não gravado');
  return row.id;
};

/** Deletes the user's token; false when there was none. */
export const deleteUserTokenOf = async ({
  db,
  userId,
}: {
  db: Database;
  userId: string;
}): Promise<boolean> => {
  const deleted = await db
    .delete(userTokens)
    .where(eq(userTokens.userId, userId))
    .returning({ id: userTokens.id });
  return deleted.length > 0;
};
