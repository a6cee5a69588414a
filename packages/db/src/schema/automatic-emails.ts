// Automatic e-mails (issue 20, decision 046): one row per e-mail the platform sends on an account
// event (ids and variables in @escola/domain/automatic-emails). Admins edit the subject and the
// Markdown body and may switch one off; the account flows read the row when they send.
import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  MANUAL_EMAIL_BODY_MAX_LENGTH,
  MANUAL_EMAIL_SUBJECT_MAX_LENGTH,
} from '@escola/domain/email-campaigns';
import { users } from './users';

export const automaticEmails = pgTable(
  'automatic_emails',
  {
    /** AUTOMATIC_EMAIL_IDS: 'verification', 'password-recovery'… */
    id: text('id').primaryKey(),
    isActive: boolean('is_active').notNull().default(true),
    subject: text('subject').notNull(),
    /** Markdown with the e-mail's variables (`{{nome}}`, `{{link}}`…). */
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member who last edited or switched it (null: as seeded, or the account is gone). */
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check(
      'automatic_emails_subject_length_check',
      sql`char_length(${table.subject}) between 1 and ${sql.raw(String(MANUAL_EMAIL_SUBJECT_MAX_LENGTH))}`,
    ),
    check(
      'automatic_emails_body_length_check',
      sql`char_length(${table.body}) between 1 and ${sql.raw(String(MANUAL_EMAIL_BODY_MAX_LENGTH))}`,
    ),
  ],
);

export type AutomaticEmail = typeof automaticEmails.$inferSelect;
