// POST /user/report-user: a learner reports another learner's public profile to the staff.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const userReports = pgTable(
  'user_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reportedUserId: uuid('reported_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportDescription: text('report_description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('user_reports_reported_index').on(table.reportedUserId),
    index('user_reports_created_at_index').on(table.createdAt),
  ],
);

export type UserReport = typeof userReports.$inferSelect;
