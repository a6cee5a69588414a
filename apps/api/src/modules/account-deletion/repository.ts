// SQL of account deletion: the request (kept at its first date), its revert, and the job's
// deletion of one due account with its deletion record, in one transaction.
import { and, asc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database, DatabaseExecutor } from '@escola/db/client';
import { accountDeletions } from '@escola/db/schema/account-deletions';
import { quizUsers } from '@escola/db/schema/quiz-users';
import { users } from '@escola/db/schema/users';

/** Sets the request date unless one is set (asking twice keeps the first); returns the date. */
export const markDeletionRequested = async ({
  db,
  userId,
  now,
}: {
  db: DatabaseExecutor;
  userId: string;
  now: Date;
}): Promise<Date | undefined> => {
  const [row] = await db
    .update(users)
    .set({
      deleteRequestedAt: sql`coalesce(${users.deleteRequestedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(users.id, userId))
    .returning({ deleteRequestedAt: users.deleteRequestedAt });
  return row?.deleteRequestedAt ?? undefined;
};

/** Clears the request; false when there was none. */
export const clearDeletionRequest = async ({
  db,
  userId,
}: {
  db: Database;
  userId: string;
}): Promise<boolean> => {
  const cleared = await db
    .update(users)
    .set({ deleteRequestedAt: null })
    .where(and(eq(users.id, userId), isNotNull(users.deleteRequestedAt)))
    .returning({ id: users.id });
  return cleared.length > 0;
};

const isDue = (cutoff: Date) =>
  and(
    eq(users.type, 'student'),
    isNotNull(users.deleteRequestedAt),
    lte(users.deleteRequestedAt, cutoff),
  );

/** Ids of learners whose request is due, after `afterId` (keyset pages, so a skipped row never loops). */
export const findDueDeletionIds = async ({
  db,
  cutoff,
  afterId,
  limit,
}: {
  db: Database;
  cutoff: Date;
  afterId: string | null;
  limit: number;
}): Promise<string[]> => {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(afterId === null ? isDue(cutoff) : and(isDue(cutoff), gt(users.id, afterId)))
    .orderBy(asc(users.id))
    .limit(limit);
  return rows.map((row) => row.id);
};

export type DeletedAccount = {
  name: string;
  email: string;
  username: string;
  requestedAt: Date | null;
};

/**
 * In one transaction: locks the user if the request is still due (a revert in the meantime wins),
 * writes the deletion record and deletes the user (every table of theirs cascades).
 */
export const deleteDueAccount = async ({
  db,
  userId,
  cutoff,
  now,
}: {
  db: Database;
  userId: string;
  cutoff: Date;
  now: Date;
}): Promise<DeletedAccount | undefined> =>
  db.transaction(async (transaction) => {
    const [user] = await transaction
      .select({
        name: users.name,
        email: users.email,
        username: users.username,
        requestedAt: users.deleteRequestedAt,
      })
      .from(users)
      .where(and(eq(users.id, userId), isDue(cutoff)))
      .for('update', { skipLocked: true });
    if (!user) return undefined;
    await transaction.insert(accountDeletions).values({
      formerUserId: userId,
      name: user.name,
      email: user.email,
      username: user.username,
      reason: 'requested',
      requestedAt: user.requestedAt,
      deletedAt: now,
    });
    // LGPD: the quiz record of the national programme is the person's data too (issue 17).
    await transaction.delete(quizUsers).where(eq(quizUsers.userId, userId));
    await transaction.delete(users).where(eq(users.id, userId));
    return user;
  });
