// One row per challenge a user completed. Points = 50 + 10 × rows (docs/product/workspace.md).
import { jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { StoredChallengeFile } from './json-types';
import { users } from './users';

export const completedChallenges = pgTable(
  'completed_challenges',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    challengeId: text('challenge_id').notNull(),
    completedDate: timestamp('completed_date', { withTimezone: true }).notNull().defaultNow(),
    challengeType: smallint('challenge_type'),
    solution: text('solution'),
    githubLink: text('github_link'),
    files: jsonb('files').$type<StoredChallengeFile[]>(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.challengeId] })],
);

export type CompletedChallenge = typeof completedChallenges.$inferSelect;
export type NewCompletedChallenge = typeof completedChallenges.$inferInsert;
