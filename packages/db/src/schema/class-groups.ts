// Class groups (turmas) of the national programme: which trilhas they open and for how long.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { validityTypeEnum } from './enums';

export const classGroups = pgTable(
  'class_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Superblock slugs the group may study (classGroupInfo.curriculumAvailable). */
    curriculumAvailable: text('curriculum_available')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    validityType: validityTypeEnum('validity_type').notNull(),
    validityStart: date('validity_start'),
    validityEnd: date('validity_end'),
    durationInMonths: smallint('duration_in_months'),
    /**
     * Learners in the group (users.class_group_id), kept by statement triggers on users (migration
     * 0012): the class-group summary reads it instead of counting a million users per request.
     */
    learnerCount: integer('learner_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    // Two groups cannot share a name, whatever its letter case (issue 18).
    uniqueIndex('class_groups_name_lower_unique').on(sql`lower(${table.name})`),
    check('class_groups_learner_count_check', sql`${table.learnerCount} >= 0`),
    check(
      'class_groups_validity_check',
      sql`(${table.validityType} = 'dateRange' and ${table.validityStart} is not null and ${table.validityEnd} is not null and ${table.validityStart} <= ${table.validityEnd})
        or (${table.validityType} = 'durationInMonths' and ${table.durationInMonths} is not null and ${table.durationInMonths} > 0)`,
    ),
  ],
);

export type ClassGroup = typeof classGroups.$inferSelect;
export type NewClassGroup = typeof classGroups.$inferInsert;
