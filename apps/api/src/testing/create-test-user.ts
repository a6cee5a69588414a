// Test helper: inserts a learner (with a real argon2id hash), in a class group when one is given,
// and returns it as the API reads it, with its credentials.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '@escola/db/client';
import { hashPassword } from '@escola/db/password';
import { classGroupMemberships } from '@escola/db/schema/class-group-memberships';
import { users, type NewUser, type User } from '@escola/db/schema/users';
import { membershipOfUser, userColumns } from '@escola/db/user-columns';

export const TEST_PASSWORD = 'senha-de-teste-123';

/**
 * One real argon2id hash of TEST_PASSWORD, made once and shared by the users it creates: a hash
 * costs tens of milliseconds of CPU, and the suite creates thousands of users (decision 051).
 */
let testPasswordHash: Promise<string> | undefined;
const hashTestPassword = () => (testPasswordHash ??= hashPassword(TEST_PASSWORD));

export type TestUserOverrides = Partial<NewUser> & { classGroupId?: string | null };

export const createTestUser = async ({
  db,
  overrides = {},
}: {
  db: Database;
  overrides?: TestUserOverrides;
}) => {
  const { classGroupId, ...values } = overrides;
  const suffix = randomBytes(4).toString('hex');
  const email = `aluna-${suffix}@teste.escola.dev`;
  const [inserted] = await db
    .insert(users)
    .values({
      username: `aluna-${suffix}`,
      email,
      name: 'Aluna de Teste',
      passwordHash: await hashTestPassword(),
      ...values,
    })
    .returning({ id: users.id });
  if (!inserted) throw new Error('usuário de teste não criado');
  if (classGroupId) {
    await db.insert(classGroupMemberships).values({ userId: inserted.id, classGroupId });
  }
  const user = await readTestUser({ db, id: inserted.id });
  return { user, email: user.email, password: TEST_PASSWORD };
};

/** The user as the API reads it (with its class group and freshness key). */
export const readTestUser = async ({ db, id }: { db: Database; id: string }): Promise<User> => {
  const [user] = await db
    .select(userColumns)
    .from(users)
    .leftJoin(classGroupMemberships, membershipOfUser)
    .where(eq(users.id, id));
  if (!user) throw new Error('usuário de teste não encontrado');
  return user;
};
