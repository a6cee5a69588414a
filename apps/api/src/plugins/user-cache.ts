// The users behind sessions, per process, keyed by id and freshness key (the greater of
// `users.version` and the class-group membership's version, user-columns.ts), which the database
// raises on every change of the row or of its class group (migrations 0003, 0015). The session
// lookup reads only that key: on a hit the request costs no more than that lookup; on a miss the
// user is read (one prepared query) and kept. As with the session answers (decision 019), a stale
// row is never used, whichever replica changed it. Kept rows are frozen: no request can change
// another's user. Least recently used rows go first past `maximumEntries`.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@escola/db/client';
import { classGroupMemberships } from '@escola/db/schema/class-group-memberships';
import { users, type User } from '@escola/db/schema/users';
import { membershipOfUser, userColumns } from '@escola/db/user-columns';

/** About 3 KB a row: some 30 MB at most. */
export const DEFAULT_USER_CACHE_ENTRIES = 10_000;

const prepareFindUser = (db: Database) =>
  db
    .select(userColumns)
    .from(users)
    .leftJoin(classGroupMemberships, membershipOfUser)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('find_session_user');

/** One prepared statement per database handle (a prepared query is bound to its client). */
const statements = new WeakMap<Database, ReturnType<typeof prepareFindUser>>();
const findUser = async (db: Database, id: string): Promise<User | undefined> => {
  let statement = statements.get(db);
  if (!statement) {
    statement = prepareFindUser(db);
    statements.set(db, statement);
  }
  const [row] = await statement.execute({ id });
  return row;
};

const deepFreeze = <Value>(value: Value): Value => {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
};

export type UserCache = {
  /** The user at this version: kept, or read now; null if the row is gone. */
  load(input: { db: Database; userId: string; version: number }): Promise<User | null>;
};

export const createUserCache = ({
  maximumEntries = DEFAULT_USER_CACHE_ENTRIES,
}: { maximumEntries?: number } = {}): UserCache => {
  const entries = new Map<string, User>();
  return {
    load: async ({ db, userId, version }) => {
      const kept = entries.get(userId);
      if (kept && kept.version === version) {
        // Map keeps insertion order: re-inserting marks the row as the most recently used.
        entries.delete(userId);
        entries.set(userId, kept);
        return kept;
      }
      const user = await findUser(db, userId);
      entries.delete(userId);
      if (!user) return null;
      entries.set(userId, deepFreeze(user));
      for (const oldest of entries.keys()) {
        if (entries.size <= maximumEntries) break;
        entries.delete(oldest);
      }
      return user;
    },
  };
};
