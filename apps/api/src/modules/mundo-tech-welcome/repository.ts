// The welcome e-mail is claimed before it is sent (one UPDATE that only one request can win), and
// given back if sending fails, so two clicks never send two e-mails and a failure can be retried.
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@escola/db/client';
import { completedChallenges } from '@escola/db/schema/completed-challenges';
import { users } from '@escola/db/schema/users';

export const hasCompletedChallenge = async ({
  db,
  userId,
  challengeId,
}: {
  db: Database;
  userId: string;
  challengeId: string;
}): Promise<boolean> => {
  const rows = await db
    .select({ challengeId: completedChallenges.challengeId })
    .from(completedChallenges)
    .where(
      and(eq(completedChallenges.userId, userId), eq(completedChallenges.challengeId, challengeId)),
    )
    .limit(1);
  return rows.length > 0;
};

/** True when this call claimed the e-mail (it had not been sent). */
export const claimWelcomeEmail = async ({
  db,
  userId,
  now,
}: {
  db: Database;
  userId: string;
  now: Date;
}): Promise<boolean> => {
  const rows = await db
    .update(users)
    .set({ mundoTechWelcomeSentAt: now })
    .where(and(eq(users.id, userId), isNull(users.mundoTechWelcomeSentAt)))
    .returning({ id: users.id });
  return rows.length > 0;
};

export const releaseWelcomeEmail = async ({
  db,
  userId,
  now,
}: {
  db: Database;
  userId: string;
  now: Date;
}): Promise<void> => {
  await db
    .update(users)
    .set({ mundoTechWelcomeSentAt: null })
    .where(and(eq(users.id, userId), eq(users.mundoTechWelcomeSentAt, now)));
};
