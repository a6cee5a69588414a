// Queries of challenge saving and completion. A completion is one INSERT … ON CONFLICT DO NOTHING
// on the (user, challenge) key: a repeat, even concurrent, records nothing and adds no points.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@escola/db/client';
import { classGroups } from '@escola/db/schema/class-groups';
import { completedChallenges } from '@escola/db/schema/completed-challenges';
import type { StoredChallengeFile } from '@escola/db/schema/json-types';
import { savedChallenges } from '@escola/db/schema/saved-challenges';
import { userModules } from '@escola/db/schema/user-modules';
import { users } from '@escola/db/schema/users';
import type { UserModule } from '@escola/domain/challenge-access';

export type AccessFacts = {
  curriculumAvailable: string[] | null;
  modules: UserModule[];
  /** Which of the asked challenge ids the user completed. */
  completedChallengeIds: string[];
};

/** The facts of the access rule the user row does not hold, for these challenge ids. */
export const findAccessFacts = async ({
  db,
  user,
  challengeIds,
}: {
  db: Database;
  user: { id: string; classGroupId: string | null };
  challengeIds: string[];
}): Promise<AccessFacts> => {
  const [group, modules, completed] = await Promise.all([
    user.classGroupId
      ? db
          .select({ curriculumAvailable: classGroups.curriculumAvailable })
          .from(classGroups)
          .where(eq(classGroups.id, user.classGroupId))
          .then(([row]) => row)
      : undefined,
    db
      .select({ superBlock: userModules.superBlock, status: userModules.status })
      .from(userModules)
      .where(eq(userModules.userId, user.id)),
    db
      .select({ id: completedChallenges.challengeId })
      .from(completedChallenges)
      .where(
        and(
          eq(completedChallenges.userId, user.id),
          inArray(completedChallenges.challengeId, challengeIds),
        ),
      ),
  ]);
  return {
    curriculumAvailable: group?.curriculumAvailable ?? null,
    modules,
    completedChallengeIds: completed.map((row) => row.id),
  };
};

export const recordCompletion = async ({
  db,
  userId,
  challengeId,
  challengeType,
  files,
  solution,
  githubLink,
  nextChallengeId,
  now,
}: {
  db: Database;
  userId: string;
  challengeId: string;
  challengeType: number;
  files: StoredChallengeFile[] | null;
  solution: string | null;
  githubLink: string | null;
  /** Where "continue where you left off" goes next. */
  nextChallengeId: string;
  now: Date;
}): Promise<{ completedDate: Date; alreadyCompleted: boolean }> =>
  db.transaction(async (transaction) => {
    const [inserted] = await transaction
      .insert(completedChallenges)
      .values({
        userId,
        challengeId,
        challengeType,
        files,
        solution,
        githubLink,
        completedDate: now,
      })
      .onConflictDoNothing()
      .returning({ completedDate: completedChallenges.completedDate });
    if (inserted) {
      await transaction
        .update(users)
        .set({ currentChallengeId: nextChallengeId })
        .where(eq(users.id, userId));
      return { completedDate: inserted.completedDate, alreadyCompleted: false };
    }
    const [existing] = await transaction
      .select({ completedDate: completedChallenges.completedDate })
      .from(completedChallenges)
      .where(
        and(
          eq(completedChallenges.userId, userId),
          eq(completedChallenges.challengeId, challengeId),
        ),
      );
    return { completedDate: existing?.completedDate ?? now, alreadyCompleted: true };
  });

export const countCompleted = async ({
  db,
  userId,
}: {
  db: Database;
  userId: string;
}): Promise<number> => {
  const [row] = await db
    .select({ total: count() })
    .from(completedChallenges)
    .where(eq(completedChallenges.userId, userId));
  return row?.total ?? 0;
};

export const listSavedChallenges = ({ db, userId }: { db: Database; userId: string }) =>
  db
    .select({
      challengeId: savedChallenges.challengeId,
      lastSavedDate: savedChallenges.lastSavedDate,
      files: savedChallenges.files,
    })
    .from(savedChallenges)
    .where(eq(savedChallenges.userId, userId))
    .orderBy(asc(savedChallenges.challengeId));

export const findLastSave = async ({
  db,
  userId,
  challengeId,
}: {
  db: Database;
  userId: string;
  challengeId: string;
}): Promise<Date | null> => {
  const [row] = await db
    .select({ lastSavedDate: savedChallenges.lastSavedDate })
    .from(savedChallenges)
    .where(and(eq(savedChallenges.userId, userId), eq(savedChallenges.challengeId, challengeId)));
  return row?.lastSavedDate ?? null;
};

/**
 * Stores the code unless another save of the same challenge landed within the interval meanwhile
 * (two tabs saving at once): true when this save was stored.
 */
export const storeSave = async ({
  db,
  userId,
  challengeId,
  files,
  now,
  minimumIntervalMs,
}: {
  db: Database;
  userId: string;
  challengeId: string;
  files: StoredChallengeFile[];
  now: Date;
  minimumIntervalMs: number;
}): Promise<boolean> => {
  const earliest = new Date(now.getTime() - minimumIntervalMs);
  const rows = await db
    .insert(savedChallenges)
    .values({ userId, challengeId, files, lastSavedDate: now })
    .onConflictDoUpdate({
      target: [savedChallenges.userId, savedChallenges.challengeId],
      set: { files, lastSavedDate: now },
      setWhere: sql`${savedChallenges.lastSavedDate} <= ${earliest}`,
    })
    .returning({ challengeId: savedChallenges.challengeId });
  return rows.length > 0;
};
