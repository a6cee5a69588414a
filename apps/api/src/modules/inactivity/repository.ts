// SQL of the inactivity rule: the daily block (in batches, each its own transaction) and the
// cheap activity record of signed-in requests.
import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '@escola/db/client';
import { sessions } from '@escola/db/schema/sessions';
import { users } from '@escola/db/schema/users';

/**
 * Blocks up to `limit` learners (never staff) not yet blocked whose last activity — or join date,
 * when there is none — is before `cutoff`, and ends their sessions; returns their ids. The same
 * rule as isInactiveEnoughToBlock in @escola/domain/inactivity (the tests hold them together).
 */
export const blockInactiveBatch = async ({
  db,
  cutoff,
  now,
  limit,
}: {
  db: Database;
  cutoff: Date;
  now: Date;
  limit: number;
}): Promise<string[]> =>
  db.transaction(async (transaction) => {
    const candidates = transaction
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.type, 'student'),
          isNull(users.blockedByInactivityAt),
          or(
            lt(users.lastActiveAt, cutoff),
            and(isNull(users.lastActiveAt), lt(users.joinDate, cutoff)),
          ),
        ),
      )
      .limit(limit)
      .for('update', { skipLocked: true });
    const blocked = await transaction
      .update(users)
      .set({ blockedByInactivityAt: now })
      .where(inArray(users.id, candidates))
      .returning({ id: users.id });
    const ids = blocked.map((row) => row.id);
    if (ids.length > 0) await transaction.delete(sessions).where(inArray(sessions.userId, ids));
    return ids;
  });

/** Records activity only when the stored one is older than `staleBefore` (or missing). */
export const recordActivityIfStale = async ({
  db,
  userId,
  now,
  staleBefore,
}: {
  db: Database;
  userId: string;
  now: Date;
  staleBefore: Date;
}): Promise<void> => {
  await db
    .update(users)
    .set({ lastActiveAt: now })
    .where(
      and(
        eq(users.id, userId),
        or(isNull(users.lastActiveAt), lt(users.lastActiveAt, staleBefore)),
      ),
    );
};
