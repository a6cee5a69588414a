// Queries of challenge saving and completion. A completion is one INSERT … ON CONFLICT DO NOTHING
// on the (user, challenge) key: a repeat, even concurrent, records nothing and adds no points.
import { and, eq, sql } from 'drizzle-orm';
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

/** The facts of the access rule the user row does not hold, for these challenge ids: one query. */
export const findAccessFacts = async ({
  db,
  user,
  challengeIds,
}: {
  db: Database;
  user: { id: string; classGroupId: string | null };
  challengeIds: string[];
}): Promise<AccessFacts> => {
  const ids = sql.join(
    challengeIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const { rows } = await db.execute<{
    curriculum_available: string[] | null;
    modules: UserModule[];
    completed: string[];
  }>(sql`
    select
      (select ${classGroups.curriculumAvailable} from ${classGroups}
        where ${classGroups.id} = ${user.classGroupId}) as curriculum_available,
      coalesce((select json_agg(json_build_object('superBlock', ${userModules.superBlock}, 'status', ${userModules.status}))
        from ${userModules} where ${userModules.userId} = ${user.id}), '[]'::json) as modules,
      coalesce((select json_agg(${completedChallenges.challengeId}) from ${completedChallenges}
        where ${completedChallenges.userId} = ${user.id}
          and ${completedChallenges.challengeId} in (${ids})), '[]'::json) as completed
  `);
  const [row] = rows;
  return {
    curriculumAvailable: row?.curriculum_available ?? null,
    modules: row?.modules ?? [],
    completedChallengeIds: row?.completed ?? [],
  };
};

export type SavedChallengeRow = {
  challengeId: string;
  lastSavedDate: number;
  files: StoredChallengeFile[];
};

/** The user's saved code, as JSON built by the database (ms since the epoch for dates). */
const savedChallengesJson = (userId: string) => sql`
  coalesce((select json_agg(json_build_object(
      'challengeId', ${savedChallenges.challengeId},
      'lastSavedDate', (extract(epoch from ${savedChallenges.lastSavedDate}) * 1000)::float8,
      'files', ${savedChallenges.files}) order by ${savedChallenges.challengeId})
    from ${savedChallenges} where ${savedChallenges.userId} = ${userId}), '[]'::json)`;

export type RecordedCompletion = {
  /** When the challenge was first completed, ms since the epoch. */
  completedDate: number;
  alreadyCompleted: boolean;
  /** Completed challenges after this one. */
  completedCount: number;
  savedChallenges: SavedChallengeRow[];
};

/**
 * One statement: the completion (kept only if it is the first), the learner's next challenge when
 * it is, and what the answer shows. Sub-selects see the rows as they were before the statement,
 * hence the count plus one for a new completion.
 */
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
}): Promise<RecordedCompletion> => {
  const filesJson = files === null ? null : JSON.stringify(files);
  const { rows } = await db.execute<{
    inserted_date: number | null;
    existing_date: number | null;
    completed_before: number;
    saved: SavedChallengeRow[];
  }>(sql`
    with inserted as (
      insert into ${completedChallenges}
        (user_id, challenge_id, challenge_type, files, solution, github_link, completed_date)
      values (${userId}, ${challengeId}, ${challengeType}, ${filesJson}::jsonb, ${solution},
        ${githubLink}, ${now.toISOString()}::timestamptz)
      on conflict do nothing
      returning completed_date
    ), moved as (
      update ${users} set current_challenge_id = ${nextChallengeId}, updated_at = now()
      where id = ${userId} and exists (select 1 from inserted)
      returning 1
    )
    select
      (select (extract(epoch from completed_date) * 1000)::float8 from inserted) as inserted_date,
      (select (extract(epoch from ${completedChallenges.completedDate}) * 1000)::float8
        from ${completedChallenges}
        where ${completedChallenges.userId} = ${userId}
          and ${completedChallenges.challengeId} = ${challengeId}) as existing_date,
      (select count(*)::int from ${completedChallenges}
        where ${completedChallenges.userId} = ${userId}) as completed_before,
      (select count(*) from moved) as moved,
      ${savedChallengesJson(userId)} as saved
  `);
  const [row] = rows;
  const inserted = row?.inserted_date ?? null;
  const completedBefore = Number(row?.completed_before ?? 0);
  return {
    completedDate: inserted ?? row?.existing_date ?? now.getTime(),
    alreadyCompleted: inserted === null,
    completedCount: completedBefore + (inserted === null ? 0 : 1),
    savedChallenges: row?.saved ?? [],
  };
};

export const listSavedChallenges = async ({
  db,
  userId,
}: {
  db: Database;
  userId: string;
}): Promise<SavedChallengeRow[]> => {
  const { rows } = await db.execute<{ saved: SavedChallengeRow[] }>(
    sql`select ${savedChallengesJson(userId)} as saved`,
  );
  return rows[0]?.saved ?? [];
};

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
