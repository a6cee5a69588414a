// Deletion records: what remains of an account after the deletion job removed it, for the admin
// list "delete-register" (GET /users-deleted). No foreign key: the user row is gone by design.
// Only what staff need to answer "was my account deleted, and when?" is kept (LGPD minimisation).
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accountDeletionReasonEnum } from './enums';

export const accountDeletions = pgTable(
  'account_deletions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The id the deleted user had (not a reference). */
    formerUserId: uuid('former_user_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    reason: accountDeletionReasonEnum('reason').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('account_deletions_deleted_at_index').on(table.deletedAt),
    index('account_deletions_email_index').on(table.email),
    // "Name or e-mail contains" of the admin list of deleted accounts (issue 18).
    index('account_deletions_search_trigram_index').using(
      'gin',
      sql`lower(${table.name} || ' ' || ${table.email}) gin_trgm_ops`,
    ),
  ],
);

export type AccountDeletion = typeof accountDeletions.$inferSelect;
export type NewAccountDeletion = typeof accountDeletions.$inferInsert;
