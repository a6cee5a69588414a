// Queries of challenge saving and completion. A completion is one INSERT on the (user, challenge)
// key under a lock on the learner's row: a repeat, even concurrent, records nothing and adds no
// points, and racing requests are answered as stored (decision 023).
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
  /** Completed challenges right after this one: the learner's running total. */
  completedCount: number;
  savedChallenges: SavedChallengeRow[];
};

type RecordCompletionValues = {
  userId: string;
  challengeId: string;
  challengeType: number;
  files: string | null;
  solution: string | null;
  githubLink: string | null;
  nextChallengeId: string;
  now: string;
};

// `for no key update`: the learner's row is only rewritten (never its key), so foreign-key checks
// of other rows that point at the learner (sessions, saves) are not held up by the lock.
const recordCompletionStatement = prepareStatement<
  {
    inserted_date: number | null;
    existing_date: number | null;
    completed_before: number;
    saved: SavedChallengeRow[];
  },
  RecordCompletionValues
>({
  name: 'record_completion',
  query: sql`
    with existing as (
      select ${completedChallenges.completedDate} from ${completedChallenges}
      where ${completedChallenges.userId} = ${sql.placeholder('userId')}::uuid
        and ${completedChallenges.challengeId} = ${sql.placeholder('challengeId')}
    ), locked as materialized (
      select ${users.version} from ${users}
      where ${users.id} = ${sql.placeholder('userId')}::uuid and not exists (select 1 from existing)
      for no key update
    ), inserted as (
      insert into ${completedChallenges}
        (user_id, challenge_id, challenge_type, files, solution, github_link, completed_date)
      select ${sql.placeholder('userId')}::uuid, ${sql.placeholder('challengeId')}::text,
        ${sql.placeholder('challengeType')}::smallint, ${sql.placeholder('files')}::jsonb,
        ${sql.placeholder('solution')}::text, ${sql.placeholder('githubLink')}::text,
        ${sql.placeholder('now')}::timestamptz
      where exists (select 1 from locked where locked.version = (
        select ${users.version} from ${users} where ${users.id} = ${sql.placeholder('userId')}::uuid))
      on conflict do nothing
      returning completed_date
    ), moved as (
      update ${users} set current_challenge_id = ${sql.placeholder('nextChallengeId')}, updated_at = now()
      where id = ${sql.placeholder('userId')}::uuid and exists (select 1 from inserted)
      returning 1
    )
    select
      (select (extract(epoch from completed_date) * 1000)::float8 from inserted) as inserted_date,
      (select (extract(epoch from completed_date) * 1000)::float8 from existing) as existing_date,
      (select count(*)::int from ${completedChallenges}
        where ${completedChallenges.userId} = ${sql.placeholder('userId')}::uuid) as completed_before,
      (select count(*) from moved) as moved,
      ${savedChallengesJson(sql.placeholder('userId'))} as saved
  `,
});

/**
 * One statement, read at one snapshot: the completion, when the learner's row can be locked
 * unchanged since that snapshot (the snapshot then holds every completion stored before this one,
 * and no other can be stored until this one is), the learner's next challenge, and what the
 * answer shows. Sub-selects see the rows as they were before the statement, hence the count plus
 * one for a new completion. Null when the statement could not settle it: another completion of
 * the learner was stored meanwhile (a repeat racing the first insert, or another challenge) and
 * the snapshot is stale; nothing was written then.
 */
const tryRecordCompletion = async ({
  db,
  values,
}: {
  db: Database;
  values: RecordCompletionValues;
}): Promise<RecordedCompletion | null> => {
  const [row] = await recordCompletionStatement({ db, values });
  const inserted = row?.inserted_date ?? null;
  const existing = row?.existing_date ?? null;
  if (inserted === null && existing === null) return null;
  const completedBefore = Number(row?.completed_before ?? 0);
  return {
    completedDate: inserted ?? existing ?? 0,
    alreadyCompleted: inserted === null,
    completedCount: completedBefore + (inserted === null ? 0 : 1),
    savedChallenges: row?.saved ?? [],
  };
};

/**
 * Records a completion once (decision 023), and answers as stored: a repeat gets the first
 * `completedDate`, a new completion the learner's running total — even when requests race. The
 * usual case is the one prepared statement above; when it meets a race, the same statement runs
 * again in a transaction that first locks the learner's row, so its snapshot is taken after every
 * completion that got there first.
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
  const values: RecordCompletionValues = {
    userId,
    challengeId,
    challengeType,
    files: files === null ? null : JSON.stringify(files),
    solution,
    githubLink,
    nextChallengeId,
    now: now.toISOString(),
  };
  const recorded = await tryRecordCompletion({ db, values });
  if (recorded) return recorded;
  return db.transaction(async (transaction) => {
    await transaction.execute(
      sql`select 1 from ${users} where ${users.id} = ${userId} for no key update`,
    );
    const settled = await tryRecordCompletion({ db: transaction, values });
    if (!settled) throw new Error(`completion of ${challengeId} not recorded: no such user`);
    return settled;
  });
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
