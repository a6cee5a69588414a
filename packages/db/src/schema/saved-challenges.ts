// The learner's last saved code per challenge (POST /save-challenge).
import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { StoredChallengeFile } from './json-types';
import { users } from './users';

export const savedChallenges = pgTable(
  'saved_challenges',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    challengeId: text('challenge_id').notNull(),
    lastSavedDate: timestamp('last_saved_date', { withTimezone: true }).notNull().defaultNow(),
    files: jsonb('files').$type<StoredChallengeFile[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.challengeId] })],
);

export type SavedChallenge = typeof savedChallenges.$inferSelect;
export type NewSavedChallenge = typeof savedChallenges.$inferInsert;
