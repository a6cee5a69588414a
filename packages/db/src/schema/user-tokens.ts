// The spec's "user token" (POST/DELETE /user/user-token): at most one per user. Its id is the value
// shown to the learner (userToken in the session user), so it is stored as is.
import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const userTokens = pgTable('user_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique('user_tokens_user_unique')
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UserToken = typeof userTokens.$inferSelect;
