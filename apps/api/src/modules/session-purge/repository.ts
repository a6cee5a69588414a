// SQL of the purge: sessions past either expiry and one-time tokens that are used or expired,
// deleted in batches so a large backlog never holds one long lock.
import { inArray, isNotNull, lte, or } from 'drizzle-orm';
import type { Database } from '@escola/db/client';
import { authTokens } from '@escola/db/schema/auth-tokens';
import { sessions } from '@escola/db/schema/sessions';

export const deleteExpiredSessionsBatch = async ({
  db,
  now,
  limit,
}: {
  db: Database;
  now: Date;
  limit: number;
}): Promise<number> => {
  const expired = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(or(lte(sessions.idleExpiresAt, now), lte(sessions.absoluteExpiresAt, now)))
    .limit(limit);
  const deleted = await db
    .delete(sessions)
    .where(inArray(sessions.id, expired))
    .returning({ id: sessions.id });
  return deleted.length;
};

export const deleteSpentAuthTokensBatch = async ({
  db,
  now,
  limit,
}: {
  db: Database;
  now: Date;
  limit: number;
}): Promise<number> => {
  const spent = db
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(or(lte(authTokens.expiresAt, now), isNotNull(authTokens.usedAt)))
    .limit(limit);
  const deleted = await db
    .delete(authTokens)
    .where(inArray(authTokens.id, spent))
    .returning({ id: authTokens.id });
  return deleted.length;
};
