// The placement test (docs/product/national-programme.md, issue 16): a question bank in the
// database and every graded attempt. The grade and the attempt counter the domain rules read stay
// on the user (studentGrade, attemptedPlacementTestCounter); the attempts table is the record
// behind them.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export type PlacementTestOption = { id: string; text: string };

export const placementTestQuestions = pgTable(
  'placement_test_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable key of a seeded question, so re-seeding updates instead of duplicating. */
    slug: text('slug').notNull().unique(),
    prompt: text('prompt').notNull(),
    /** Optional code shown under the prompt. */
    code: text('code'),
    options: jsonb('options').$type<PlacementTestOption[]>().notNull(),
    /** The id of the right option; never sent to the browser. */
    correctOptionId: text('correct_option_id').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('placement_test_questions_options_check', sql`jsonb_array_length(${table.options}) >= 2`),
  ],
);

export const placementTestAttempts = pgTable(
  'placement_test_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 for the first attempt, 2 for the second chance. */
    attemptNumber: integer('attempt_number').notNull(),
    grade: numeric('grade', { precision: 4, scale: 2, mode: 'number' }).notNull(),
    /** questionId → chosen option id, as graded. */
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('placement_test_attempts_user_index').on(table.userId),
    check('placement_test_attempts_grade_check', sql`${table.grade} between 0 and 10`),
  ],
);

export type PlacementTestQuestion = typeof placementTestQuestions.$inferSelect;
export type PlacementTestAttempt = typeof placementTestAttempts.$inferSelect;
