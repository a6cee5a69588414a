// Which class group a learner is in: one narrow row per learner who has one (issue 18, decision
// 041). It lives apart from `users` so that moving 10,000 learners between groups rewrites 10,000
// small rows instead of 10,000 wide `users` rows in 13 indexes. Migration 0015's triggers keep
// `users.has_class_group` (joining or leaving a group, not moving) and `class_groups.learner_count`,
// and raise `version` from the same sequence as `users.version` whenever the row or its group
// changes: the freshness key of a learner is the greater of the two (user-freshness.ts).
import { sql } from 'drizzle-orm';
import { bigint, index, pgSequence, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { classGroups } from './class-groups';
import { users } from './users';

/** One sequence for `users.version` and `class_group_memberships.version`. */
export const userVersions = pgSequence('user_versions');

export const classGroupMemberships = pgTable(
  'class_group_memberships',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    classGroupId: uuid('class_group_id')
      .notNull()
      .references(() => classGroups.id),
    /**
     * The learner's `users.name`, copied by migration 0015's triggers (on joining, and whenever the
     * name changes): a group's learners are listed by name from this table's index alone.
     */
    name: text('name').notNull().default(''),
    version: bigint('version', { mode: 'number' })
      .notNull()
      .default(sql`nextval('user_versions')`),
  },
  (table) => [
    // The users list filtered by class group, in name order (keyset pages), and its count.
    index('class_group_memberships_group_name_index').on(
      table.classGroupId,
      table.name,
      table.userId,
    ),
  ],
);

export type ClassGroupMembership = typeof classGroupMemberships.$inferSelect;
