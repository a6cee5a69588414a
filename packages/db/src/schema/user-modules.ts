// Modules bought or granted to modular/limited users: one per superblock
// (docs/product/curriculum-and-access.md).
import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { moduleStatusEnum } from './enums';
import { users } from './users';

export const userModules = pgTable(
  'user_modules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    superBlock: text('super_block').notNull(),
    status: moduleStatusEnum('status').notNull().default('active'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('user_modules_user_super_block_unique').on(table.userId, table.superBlock),
    index('user_modules_expires_index').on(table.expiresAt),
  ],
);

export type UserModule = typeof userModules.$inferSelect;
export type NewUserModule = typeof userModules.$inferInsert;
