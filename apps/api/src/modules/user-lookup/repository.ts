// SQL of the staff status look-up and the has-password look-up.
import { eq } from 'drizzle-orm';
import type { Database } from '@escola/db/client';
import { users } from '@escola/db/schema/users';

export const findStatusFactsByEmail = async ({ db, email }: { db: Database; email: string }) => {
  const [row] = await db
    .select({
      blockedByInactivityAt: users.blockedByInactivityAt,
      deleteRequestedAt: users.deleteRequestedAt,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row;
};

export const findPasswordPresenceByCpf = async ({
  db,
  cpf,
}: {
  db: Database;
  cpf: string;
}): Promise<boolean | undefined> => {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.cpf, cpf))
    .limit(1);
  return row ? row.passwordHash !== null : undefined;
};
