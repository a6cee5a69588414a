// Recurring e-mails (issue 20, decision 047): a campaign sent again every week — one weekday, one
// São Paulo wall time — to an audience (as manual e-mails and in-app messages). When `next_run_at`
// comes, one API process (the row locked SKIP LOCKED) writes a run: a `manual_emails` row linked
// by `recurring_email_id`, delivered by the manual e-mails' pipeline. Every create, edit and
// toggle appends the e-mail's data after it to `recurring_email_changes`, in the same transaction.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  MANUAL_EMAIL_BODY_MAX_LENGTH,
  MANUAL_EMAIL_SUBJECT_MAX_LENGTH,
} from '@escola/domain/email-campaigns';
import { MESSAGE_AUDIENCE_KINDS } from '@escola/domain/in-app-messages';
import { RECURRING_EMAIL_CHANGE_KINDS } from '@escola/domain/recurring-emails';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
const listOf = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

export const recurringEmails = pgTable(
  'recurring_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull(),
    /** Markdown; `{{nome}}` and `{{link}}` filled per recipient. */
    body: text('body').notNull(),
    /** MESSAGE_AUDIENCE_KINDS, as manual_emails. */
    audienceKind: text('audience_kind').notNull(),
    audienceValue: text('audience_value').notNull().default(''),
    /** 0 (Sunday) to 6 (Saturday), in São Paulo. */
    weekday: smallint('weekday').notNull(),
    /** `HH:mm`, São Paulo wall time. */
    time: text('time').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** The next occurrence; null while deactivated. */
    nextRunAt: timestamptz('next_run_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    index('recurring_emails_created_at_index').on(table.createdAt.desc(), table.id.desc()),
    // The poller's look-up of the e-mails whose next occurrence has come.
    index('recurring_emails_due_index')
      .on(table.nextRunAt)
      .where(sql`${table.isActive}`),
    check(
      'recurring_emails_audience_kind_check',
      sql`${table.audienceKind} in (${listOf(MESSAGE_AUDIENCE_KINDS)})`,
    ),
    check(
      'recurring_emails_audience_value_check',
      sql`(${table.audienceKind} = 'all') = (${table.audienceValue} = '')`,
    ),
    check('recurring_emails_weekday_check', sql`${table.weekday} between 0 and 6`),
    check('recurring_emails_time_check', sql`${table.time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check(
      'recurring_emails_next_run_check',
      sql`${table.isActive} = (${table.nextRunAt} is not null)`,
    ),
    check(
      'recurring_emails_subject_length_check',
      sql`char_length(${table.subject}) between 1 and ${sql.raw(String(MANUAL_EMAIL_SUBJECT_MAX_LENGTH))}`,
    ),
    check(
      'recurring_emails_body_length_check',
      sql`char_length(${table.body}) between 1 and ${sql.raw(String(MANUAL_EMAIL_BODY_MAX_LENGTH))}`,
    ),
  ],
);

/** The e-mail's data after a change (what the page's "Histórico de alterações" shows). */
export type RecurringEmailChangeData = {
  subject: string;
  body: string;
  audience: { kind: string; value: string };
  schedule: { weekday: number; time: string };
};

export const recurringEmailChanges = pgTable(
  'recurring_email_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recurringEmailId: uuid('recurring_email_id')
      .notNull()
      .references(() => recurringEmails.id, { onDelete: 'cascade' }),
    date: timestamptz('date').notNull().defaultNow(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** RECURRING_EMAIL_CHANGE_KINDS: created, edited, activated, deactivated. */
    kind: text('kind').notNull(),
    data: jsonb('data').$type<RecurringEmailChangeData>().notNull(),
  },
  (table) => [
    index('recurring_email_changes_email_date_index').on(table.recurringEmailId, table.date),
    check(
      'recurring_email_changes_kind_check',
      sql`${table.kind} in (${listOf(RECURRING_EMAIL_CHANGE_KINDS)})`,
    ),
  ],
);

export type RecurringEmail = typeof recurringEmails.$inferSelect;
export type NewRecurringEmail = typeof recurringEmails.$inferInsert;
export type RecurringEmailChange = typeof recurringEmailChanges.$inferSelect;
