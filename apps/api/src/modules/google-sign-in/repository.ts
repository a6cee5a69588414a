// SQL of the Google sign-in: accounts by Google subject or e-mail, linking, creating.
import { eq } from 'drizzle-orm';
import { users } from '@escola/db/schema/users';
import type { DatabaseExecutor } from '@escola/db/client';

const accountColumns = {
  id: users.id,
  googleSubject: users.googleSubject,
  emailVerified: users.emailVerified,
  blockedByInactivityAt: users.blockedByInactivityAt,
  acceptedPrivacyTerms: users.acceptedPrivacyTerms,
};

export type GoogleAccount = {
  id: string;
  googleSubject: string | null;
  emailVerified: boolean;
  blockedByInactivityAt: Date | null;
  acceptedPrivacyTerms: boolean;
};

export const findAccountByGoogleSubject = async ({
  db,
  subject,
}: {
  db: DatabaseExecutor;
  subject: string;
}): Promise<GoogleAccount | undefined> => {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .where(eq(users.googleSubject, subject))
    .limit(1);
  return row;
};

export const findAccountByEmail = async ({
  db,
  email,
}: {
  db: DatabaseExecutor;
  email: string;
}): Promise<GoogleAccount | undefined> => {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.email, email)).limit(1);
  return row;
};

/**
 * Links a Google subject to the account of the e-mail the provider verified; the e-mail now counts
 * as verified. `removePassword` drops a password set by someone who never proved the address.
 */
export const linkGoogleSubject = async ({
  db,
  userId,
  subject,
  removePassword,
}: {
  db: DatabaseExecutor;
  userId: string;
  subject: string;
  removePassword: boolean;
}): Promise<void> => {
  await db
    .update(users)
    .set({
      googleSubject: subject,
      emailVerified: true,
      ...(removePassword ? { passwordHash: null } : {}),
    })
    .where(eq(users.id, userId));
};

/** A new account that signs in with Google only: no password, e-mail verified by the provider. */
export const insertGoogleUser = async ({
  db,
  subject,
  email,
  name,
  username,
  picture,
  now,
}: {
  db: DatabaseExecutor;
  subject: string;
  email: string;
  name: string;
  username: string;
  picture: string;
  now: Date;
}): Promise<GoogleAccount> => {
  const [row] = await db
    .insert(users)
    .values({
      googleSubject: subject,
      email,
      name,
      username,
      picture,
      emailVerified: true,
      passwordHash: null,
      joinDate: now,
      lastActiveAt: now,
    })
    .returning(accountColumns);
  if (!row) throw new Error('usuário não inserido');
  return row;
};
