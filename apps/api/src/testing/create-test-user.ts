// Test helper: inserts a learner (with a real argon2id hash) and returns its credentials.
import { randomBytes } from 'node:crypto';
import type { Database } from '@escola/db/client';
import { hashPassword } from '@escola/db/password';
import { users, type NewUser } from '@escola/db/schema/users';

export const TEST_PASSWORD = 'senha-de-teste-123';

export const createTestUser = async ({
  db,
  overrides = {},
}: {
  db: Database;
  overrides?: Partial<NewUser>;
}) => {
  const suffix = randomBytes(4).toString('hex');
  const email = `aluna-${suffix}@teste.escola.dev`;
  const [user] = await db
    .insert(users)
    .values({
      username: `aluna-${suffix}`,
      email,
      name: 'Aluna de Teste',
      passwordHash: await hashPassword(TEST_PASSWORD),
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('usuário de teste não criado');
  return { user, email: user.email, password: TEST_PASSWORD };
};
