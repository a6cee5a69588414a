// The feature configuration of docs/product/admin.md (issue 19): one row (id 1), the values as
// jsonb validated by the contract's featureConfigSchema before every write, and who saved it last.
// No row: the spec's defaults apply.
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, smallint, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const featureConfig = pgTable(
  'feature_config',
  {
    id: smallint('id').primaryKey().default(1),
    config: jsonb('config').$type<Record<string, unknown>>().notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('feature_config_single_row_check', sql`${table.id} = 1`)],
);

export type FeatureConfigRow = typeof featureConfig.$inferSelect;
