// One-time tokens sent by e-mail (verification, recovery, e-mail change, unlock). Only the
// SHA-256 hash of the token is stored.
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authTokenKindEnum } from './enums';
import { users } from './users';

export type AuthTokenPayload = { newEmail?: string };

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: authTokenKindEnum('kind').notNull(),
    tokenHash: text('token_hash').notNull().unique('auth_tokens_token_hash_unique'),
    payload: jsonb('payload').$type<AuthTokenPayload>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('auth_tokens_user_kind_index').on(table.userId, table.kind),
    index('auth_tokens_expires_index').on(table.expiresAt),
  ],
);

export type AuthToken = typeof authTokens.$inferSelect;
export type NewAuthToken = typeof authTokens.$inferInsert;
