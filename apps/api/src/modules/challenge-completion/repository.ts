// Queries of challenge saving and completion. A completion is one INSERT … ON CONFLICT DO NOTHING
// on the (user, challenge) key: a repeat, even concurrent, records nothing and adds no points.
import { and, eq, sql, type Placeholder } from 'drizzle-orm';
import { prepareStatement } from '@escola/db/prepared-statement';
import type { Database } from '@escola/db/client';
import { completedChallenges } from '@escola/db/schema/completed-challenges';
import type { StoredChallengeFile } from '@escola/db/schema/json-types';
import { savedChallenges } from '@escola/db/schema/saved-challenges';
import { users } from '@escola/db/schema/users';
import type { UserModule } from '@escola/domain/challenge-access';
import {
  completedAmongSql,
  curriculumAvailableSql,
  modulesSql,
  type AccessFacts,
  type AccessFactsTarget,
} from '../../plugins/challenge-access-facts';

const findAccessFactsStatement = prepareStatement<
  { curriculum_available: string[] | null; modules: UserModule[]; completed: string[] },
  {
    userId: string;
    classGroupId: string | null;
    challengeId: string;
    previousChallengeId: string | null;
  }
>({
  name: 'find_access_facts',
  query: sql`
    select
      ${curriculumAvailableSql(sql.placeholder('classGroupId'))} as curriculum_available,
      ${modulesSql(sql.placeholder('userId'))} as modules,
      ${completedAmongSql({
        userId: sql.placeholder('userId'),
        challengeId: sql.placeholder('challengeId'),
        previousChallengeId: sql.placeholder('previousChallengeId'),
      })} as completed
  `,
});

/**
 * The access facts of a challenge, when the session lookup did not read them already: one query,
 * a prepared statement.
 */
export const findAccessFacts = async ({
  db,
  user,
  target,
}: {
  db: Database;
  user: { id: string; classGroupId: string | null };
  target: AccessFactsTarget;
}): Promise<AccessFacts> => {
  const [row] = await findAccessFactsStatement({
    db,
    values: {
      userId: user.id,
      classGroupId: user.classGroupId,
      challengeId: target.challengeId,
      previousChallengeId: target.previousChallengeId,
    },
  });
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
const savedChallengesJson = (userId: string | Placeholder) => sql`
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

const recordCompletionStatement = prepareStatement<
  {
    inserted_date: number | null;
    existing_date: number | null;
    completed_before: number;
    saved: SavedChallengeRow[];
  },
  {
    userId: string;
    challengeId: string;
    challengeType: number;
    files: string | null;
    solution: string | null;
    githubLink: string | null;
    nextChallengeId: string;
    now: string;
  }
>({
  name: 'record_completion',
  query: sql`
    with inserted as (
      insert into ${completedChallenges}
        (user_id, challenge_id, challenge_type, files, solution, github_link, completed_date)
      values (${sql.placeholder('userId')}, ${sql.placeholder('challengeId')},
        ${sql.placeholder('challengeType')}, ${sql.placeholder('files')}::jsonb,
        ${sql.placeholder('solution')}, ${sql.placeholder('githubLink')},
        ${sql.placeholder('now')}::timestamptz)
      on conflict do nothing
      returning completed_date
    ), moved as (
      update ${users} set current_challenge_id = ${sql.placeholder('nextChallengeId')}, updated_at = now()
      where id = ${sql.placeholder('userId')} and exists (select 1 from inserted)
      returning 1
    )
    select
      (select (extract(epoch from completed_date) * 1000)::float8 from inserted) as inserted_date,
      (select (extract(epoch from ${completedChallenges.completedDate}) * 1000)::float8
        from ${completedChallenges}
        where ${completedChallenges.userId} = ${sql.placeholder('userId')}
          and ${completedChallenges.challengeId} = ${sql.placeholder('challengeId')}) as existing_date,
      (select count(*)::int from ${completedChallenges}
        where ${completedChallenges.userId} = ${sql.placeholder('userId')}) as completed_before,
      (select count(*) from moved) as moved,
      ${savedChallengesJson(sql.placeholder('userId'))} as saved
  `,
});

/**
 * One statement: the completion (kept only if it is the first), the learner's next challenge when
 * it is, and what the answer shows. Sub-selects see the rows as they were before the statement,
 * hence the count plus one for a new completion. A prepared statement: it runs on every completion.
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
  const [row] = await recordCompletionStatement({
    db,
    values: {
      userId,
      challengeId,
      challengeType,
      files: files === null ? null : JSON.stringify(files),
      solution,
      githubLink,
      nextChallengeId,
      now: now.toISOString(),
    },
  });
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
