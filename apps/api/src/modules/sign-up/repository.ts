// SQL of the sign-up and e-mail verification flows.
import { eq } from 'drizzle-orm';
import { users } from '@escola/db/schema/users';
import type { DatabaseExecutor } from '@escola/db/client';

export const emailExists = async ({
  db,
  email,
}: {
  db: DatabaseExecutor;
  email: string;
}): Promise<boolean> => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row !== undefined;
};

export const usernameExists = async ({
  db,
  username,
}: {
  db: DatabaseExecutor;
  username: string;
}): Promise<boolean> => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, username))
    .limit(1);
  return row !== undefined;
};

export const insertLocalUser = async ({
  db,
  name,
  email,
  username,
  passwordHash,
  now,
}: {
  db: DatabaseExecutor;
  name: string;
  email: string;
  username: string;
  passwordHash: string;
  now: Date;
}): Promise<string> => {
  const [row] = await db
    .insert(users)
    .values({ name, email, username, passwordHash, joinDate: now, lastActiveAt: now })
    .returning({ id: users.id });
  if (!row) throw new Error('usuário não inserido');
  return row.id;
};

export const markEmailVerified = async ({
  db,
  userId,
}: {
  db: DatabaseExecutor;
  userId: string;
}): Promise<void> => {
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
};
