// SQL of the sessions table.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '@escola/db/client';
import { sessions } from '@escola/db/schema/sessions';
import { classGroupMemberships } from '@escola/db/schema/class-group-memberships';
import { users, type User } from '@escola/db/schema/users';
import { membershipOfUser, userColumns, userFreshnessSql } from '@escola/db/user-columns';
import {
  completedAmongSql,
  curriculumAvailableSql,
  modulesSql,
  type AccessFacts,
  type AccessFactsTarget,
} from './challenge-access-facts';

/** A session and the freshness key of its user (the user itself comes from user-cache.ts). */
export type ActiveSession = {
  id: string;
  userId: string;
  lastSeenAt: Date;
  userVersion: number;
};

/** What a lookup reads: the few columns of the session and the user's version, not the rows. */
const sessionColumns = {
  session: { id: sessions.id, userId: sessions.userId, lastSeenAt: sessions.lastSeenAt },
  userVersion: userFreshnessSql,
};

const activeSessionConditions = and(
  eq(sessions.id, sql.placeholder('id')),
  gt(sessions.idleExpiresAt, sql.placeholder('now')),
  gt(sessions.absoluteExpiresAt, sql.placeholder('now')),
);

/**
 * The session lookup runs on every request with a session cookie: a prepared statement (parsed
 * and planned once per connection) reading a handful of columns keeps it close to the cost of
 * `select 1` (the whole user row cost a quarter of the request, decision 019).
 */
const prepareFindActiveSession = (db: Database) =>
  db
    .select(sessionColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(classGroupMemberships, membershipOfUser)
    .where(activeSessionConditions)
    .limit(1)
    .prepare('find_active_session');

/**
 * The same lookup for the routes that take a challenge (saves and completions): it also reads the
 * access facts of that challenge, so the access rule costs no query of its own (decision 023) —
 * and the whole user row: these routes change the user, so a kept row is seldom current for
 * them, and reading it here spares a second query.
 */
const prepareFindActiveSessionWithAccessFacts = (db: Database) =>
  db
    .select({
      ...sessionColumns,
      user: userColumns,
      curriculumAvailable: curriculumAvailableSql(classGroupMemberships.classGroupId),
      modules: modulesSql(users.id),
      completedChallengeIds: completedAmongSql({
        userId: users.id,
        challengeId: sql.placeholder('challengeId'),
        previousChallengeId: sql.placeholder('previousChallengeId'),
      }),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(classGroupMemberships, membershipOfUser)
    .where(activeSessionConditions)
    .limit(1)
    .prepare('find_active_session_with_access_facts');

/** One prepared statement per database handle (a prepared query is bound to its client). */
const preparedPerDatabase = <Statement>(prepare: (db: Database) => Statement) => {
  const prepared = new WeakMap<Database, Statement>();
  return (db: Database): Statement => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = prepare(db);
      prepared.set(db, statement);
    }
    return statement;
  };
};

const findActiveSessionStatement = preparedPerDatabase(prepareFindActiveSession);
const findActiveSessionWithAccessFactsStatement = preparedPerDatabase(
  prepareFindActiveSessionWithAccessFacts,
);

export const findActiveSession = async ({
  db,
  id,
  now,
}: {
  db: Database;
  id: string;
  now: Date;
}): Promise<ActiveSession | null> => {
  const [row] = await findActiveSessionStatement(db).execute({ id, now: now.toISOString() });
  if (!row) return null;
  return {
    id: row.session.id,
    userId: row.session.userId,
    lastSeenAt: row.session.lastSeenAt,
    userVersion: row.userVersion,
  };
};

export const findActiveSessionWithAccessFacts = async ({
  db,
  id,
  now,
  target,
}: {
  db: Database;
  id: string;
  now: Date;
  target: AccessFactsTarget;
}): Promise<(ActiveSession & { user: User; accessFacts: AccessFacts }) | null> => {
  const [row] = await findActiveSessionWithAccessFactsStatement(db).execute({
    id,
    now: now.toISOString(),
    challengeId: target.challengeId,
    previousChallengeId: target.previousChallengeId,
  });
  if (!row) return null;
  return {
    id: row.session.id,
    userId: row.session.userId,
    lastSeenAt: row.session.lastSeenAt,
    userVersion: row.userVersion,
    user: row.user,
    accessFacts: {
      curriculumAvailable: row.curriculumAvailable ?? null,
      modules: row.modules ?? [],
      completedChallengeIds: row.completedChallengeIds ?? [],
    },
  };
};

export const insertSession = async ({
  db,
  id,
  userId,
  now,
  idleExpiresAt,
  absoluteExpiresAt,
  userAgent,
  ip,
}: {
  db: Database;
  id: string;
  userId: string;
  now: Date;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
  userAgent: string | null;
  ip: string | null;
}): Promise<void> => {
  await db.insert(sessions).values({
    id,
    userId,
    createdAt: now,
    lastSeenAt: now,
    idleExpiresAt,
    absoluteExpiresAt,
    userAgent,
    ip,
  });
};

export const touchSession = async ({
  db,
  id,
  now,
  idleExpiresAt,
}: {
  db: Database;
  id: string;
  now: Date;
  idleExpiresAt: Date;
}): Promise<void> => {
  await db.update(sessions).set({ lastSeenAt: now, idleExpiresAt }).where(eq(sessions.id, id));
};

export const deleteSession = async ({ db, id }: { db: Database; id: string }): Promise<void> => {
  await db.delete(sessions).where(eq(sessions.id, id));
};
