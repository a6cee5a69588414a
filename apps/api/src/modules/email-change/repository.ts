// SQL of the e-mail change and of the verification link sent again.
import { and, eq, isNull } from 'drizzle-orm';
import { authTokens } from '@escola/db/schema/auth-tokens';
import { users } from '@escola/db/schema/users';
import type { DatabaseExecutor } from '@escola/db/client';

/** The new address, not verified yet. */
export const setUnverifiedEmail = async ({
  db,
  userId,
  email,
}: {
  db: DatabaseExecutor;
  userId: string;
  email: string;
}): Promise<void> => {
  await db.update(users).set({ email, emailVerified: false }).where(eq(users.id, userId));
};

/** Marks every unused verification link of the user used: only the newest one may confirm. */
export const revokeVerificationTokens = async ({
  db,
  userId,
  now,
}: {
  db: DatabaseExecutor;
  userId: string;
  now: Date;
}): Promise<void> => {
  await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.userId, userId),
        eq(authTokens.kind, 'email_verification'),
        isNull(authTokens.usedAt),
      ),
    );
};
