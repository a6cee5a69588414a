// One password budget per account (issue 13): every route that checks a password reserves an
// attempt here first, with one atomic upsert, so no burst of parallel guesses gets more checks than
// the limit, and the lock lives with the account (no cache can evict it). A right password clears
// the row; old rows are harmless (a window that ended starts again at 1).
import { integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const passwordAttempts = pgTable('password_attempts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  attempts: integer('attempts').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});
