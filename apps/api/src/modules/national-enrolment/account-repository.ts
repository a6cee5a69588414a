// The learner's own row, for the signed-in enrolment calls: subscription and CPF, UTM data (first
// touch wins: written only while empty) and the guided tour.
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@escola/db/client';
import { classGroupMemberships } from '@escola/db/schema/class-group-memberships';
import { users, type User } from '@escola/db/schema/users';
import { membershipOfUser, userColumns } from '@escola/db/user-columns';

export const lockUser = async ({
  db,
  userId,
}: {
  db: Database;
  userId: string;
}): Promise<User | undefined> => {
  const [user] = await db
    .select(userColumns)
    .from(users)
    .leftJoin(classGroupMemberships, membershipOfUser)
    .where(eq(users.id, userId))
    .for('update', { of: users });
  return user;
};

export const isCpfTakenByAnother = async ({
  db,
  userId,
  cpf,
}: {
  db: Database;
  userId: string;
  cpf: string;
}): Promise<boolean> => {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.cpf, cpf));
  return owner !== undefined && owner.id !== userId;
};

export const updateUser = async ({
  db,
  userId,
  values,
}: {
  db: Database;
  userId: string;
  values: Partial<
    Pick<User, 'subscription' | 'cpf' | 'nationalDataComplement' | 'tourCompletedAt'>
  >;
}): Promise<void> => {
  await db.update(users).set(values).where(eq(users.id, userId));
};

/** True when the data was stored; false when the account already had UTM data. */
export const storeFirstUtmData = async ({
  db,
  userId,
  utmData,
}: {
  db: Database;
  userId: string;
  utmData: Record<string, string>;
}): Promise<boolean> => {
  const stored = await db
    .update(users)
    .set({ utmData })
    .where(and(eq(users.id, userId), isNull(users.utmData)))
    .returning({ id: users.id });
  return stored.length === 1;
};
