// Manual e-mails (issue 20): a campaign staff schedule for learners — everyone, a group, a class
// group or an access level, as in-app messages — and its deliveries, one row per recipient,
// written in one statement when the send date comes (the recipients then, not when scheduled).
// Delivery is paced across every API process by the one row of `email_pacing`: a process may
// start a batch only when it moves `next_batch_at` forward (apps/api manual-emails/delivery*.ts).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  EMAIL_DELIVERY_STATUSES,
  MANUAL_EMAIL_BODY_MAX_LENGTH,
  MANUAL_EMAIL_STATUSES,
  MANUAL_EMAIL_SUBJECT_MAX_LENGTH,
} from '@escola/domain/email-campaigns';
import { MESSAGE_AUDIENCE_KINDS } from '@escola/domain/in-app-messages';
import { recurringEmails } from './recurring-emails';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
const listOf = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

export const manualEmails = pgTable(
  'manual_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull(),
    /** Markdown; `{{nome}}` and `{{link}}` filled per recipient. */
    body: text('body').notNull(),
    /** MESSAGE_AUDIENCE_KINDS: all, group, class-group, access (as `messages`). */
    audienceKind: text('audience_kind').notNull(),
    audienceValue: text('audience_value').notNull().default(''),
    sendAt: timestamptz('send_at').notNull(),
    /** MANUAL_EMAIL_STATUSES: scheduled → sending → sent; cancelled. */
    status: text('status').notNull().default('scheduled'),
    isActive: boolean('is_active').notNull().default(true),
    /** How many recipients were written when the send date came (null until then). */
    recipientCount: integer('recipient_count'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** A run of a recurring e-mail (recurring-emails.ts); null for a manual e-mail. */
    recurringEmailId: uuid('recurring_email_id').references(() => recurringEmails.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    // A recurring e-mail's runs, latest first (its last run on the staff list).
    index('manual_emails_recurring_index')
      .on(table.recurringEmailId, table.sendAt.desc())
      .where(sql`${table.recurringEmailId} is not null`),
    // The staff list: by send date, newest first.
    index('manual_emails_send_at_index').on(table.sendAt.desc(), table.id.desc()),
    // The delivery's look-up of e-mails whose send date has come.
    index('manual_emails_due_index')
      .on(table.sendAt)
      .where(sql`${table.status} = 'scheduled'`),
    check(
      'manual_emails_audience_kind_check',
      sql`${table.audienceKind} in (${listOf(MESSAGE_AUDIENCE_KINDS)})`,
    ),
    check(
      'manual_emails_audience_value_check',
      sql`(${table.audienceKind} = 'all') = (${table.audienceValue} = '')`,
    ),
    check('manual_emails_status_check', sql`${table.status} in (${listOf(MANUAL_EMAIL_STATUSES)})`),
    check('manual_emails_active_check', sql`${table.isActive} = (${table.status} <> 'cancelled')`),
    check(
      'manual_emails_subject_length_check',
      sql`char_length(${table.subject}) between 1 and ${sql.raw(String(MANUAL_EMAIL_SUBJECT_MAX_LENGTH))}`,
    ),
    check(
      'manual_emails_body_length_check',
      sql`char_length(${table.body}) between 1 and ${sql.raw(String(MANUAL_EMAIL_BODY_MAX_LENGTH))}`,
    ),
  ],
);

/** One recipient of a manual e-mail: the address as it was when the send date came. */
export const emailDeliveries = pgTable(
  'email_deliveries',
  {
    emailId: uuid('email_id')
      .notNull()
      .references(() => manualEmails.id, { onDelete: 'cascade' }),
    /** No foreign key: a deleted account's delivery record stays (its row is skipped if pending). */
    userId: uuid('user_id').notNull(),
    email: text('email').notNull(),
    /** EMAIL_DELIVERY_STATUSES: pending, sent, failed. */
    status: text('status').notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamptz('sent_at'),
  },
  (table) => [
    primaryKey({ columns: [table.emailId, table.userId] }),
    // The delivery's next row: the pending ones whose time has come, oldest first.
    index('email_deliveries_pending_index')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    // The counts per status of one e-mail (the staff list) and "is anything left?".
    index('email_deliveries_email_status_index').on(table.emailId, table.status),
    check(
      'email_deliveries_status_check',
      sql`${table.status} in (${listOf(EMAIL_DELIVERY_STATUSES)})`,
    ),
  ],
);

/** One row (id 1): when the next batch of any campaign may start, shared by every process. */
export const emailPacing = pgTable(
  'email_pacing',
  {
    id: smallint('id').primaryKey().default(1),
    nextBatchAt: timestamptz('next_batch_at').notNull().defaultNow(),
  },
  (table) => [check('email_pacing_single_row_check', sql`${table.id} = 1`)],
);

export type ManualEmail = typeof manualEmails.$inferSelect;
export type NewManualEmail = typeof manualEmails.$inferInsert;
export type EmailDelivery = typeof emailDeliveries.$inferSelect;
