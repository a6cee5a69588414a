// SQL of the password recovery flow.
import { eq } from 'drizzle-orm';
import { sessions } from '@escola/db/schema/sessions';
import { users } from '@escola/db/schema/users';
import type { DatabaseExecutor } from '@escola/db/client';

export const findRecipientByEmail = async ({
  db,
  email,
}: {
  db: DatabaseExecutor;
  email: string;
}): Promise<{ id: string; name: string; username: string } | undefined> => {
  const [row] = await db
    .select({ id: users.id, name: users.name, username: users.username })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row;
};

export const deleteSessionsOfUser = async ({
  db,
  userId,
}: {
  db: DatabaseExecutor;
  userId: string;
}): Promise<void> => {
  await db.delete(sessions).where(eq(sessions.userId, userId));
};
