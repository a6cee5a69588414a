// SQL of the per-account password budget (issue 13): one atomic upsert reserves an attempt.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@escola/db/client';
import { passwordAttempts } from '@escola/db/schema/password-attempts';

/**
 * Counts one attempt for the account and answers how many its window now holds. A window that
 * ended starts again at 1. Concurrent calls serialise on the row, so each gets its own number.
 */
export const reservePasswordAttempt = async ({
  db,
  userId,
  now,
  windowMilliseconds,
}: {
  db: Database;
  userId: string;
  now: Date;
  windowMilliseconds: number;
}): Promise<number> => {
  const windowEndedBefore = new Date(now.getTime() - windowMilliseconds);
  const windowEnded = sql`${passwordAttempts.windowStartedAt} <= ${windowEndedBefore}`;
  const [row] = await db
    .insert(passwordAttempts)
    .values({ userId, attempts: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: passwordAttempts.userId,
      set: {
        attempts: sql`case when ${windowEnded} then 1 else ${passwordAttempts.attempts} + 1 end`,
        windowStartedAt: sql`case when ${windowEnded} then ${now} else ${passwordAttempts.windowStartedAt} end`,
      },
    })
    .returning({ attempts: passwordAttempts.attempts });
  return row?.attempts ?? Number.POSITIVE_INFINITY;
};

export const clearPasswordAttempts = async ({
  db,
  userId,
}: {
  db: Database;
  userId: string;
}): Promise<void> => {
  await db.delete(passwordAttempts).where(eq(passwordAttempts.userId, userId));
};
