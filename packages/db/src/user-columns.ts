// How the API reads a user: the `users` row with its class group (class_group_memberships, decision
// 041) and one freshness key for both. Select `userColumns` from `users` joined by `joinMembership`.
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { classGroupMemberships } from './schema/class-group-memberships';
import { users } from './schema/users';

/**
 * The key per-user caches compare: the greater of the row's version and its membership's. Both
 * come from the sequence `user_versions` and rise on every change (migrations 0003 and 0015), so
 * the key rises whenever either changes — a move between groups, which leaves `users` alone, too.
 */
export const userFreshnessSql =
  sql<number>`greatest(${users.version}, coalesce(${classGroupMemberships.version}, 0))`.mapWith(
    Number,
  );

export const userColumns = {
  ...getTableColumns(users),
  classGroupId: classGroupMemberships.classGroupId,
  version: userFreshnessSql,
};

/** The join `userColumns` and `userFreshnessSql` read. */
export const membershipOfUser = eq(classGroupMemberships.userId, users.id);
