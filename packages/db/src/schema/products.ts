// Products the school sells, as the sales system (the spec's SGN) lists them (issue 19). A sync
// upserts them by the sales system's id and marks the ones it no longer lists inactive (never
// deleted: an audit entry or a learner's link may still name one). At most one product is the
// linked product — the one the learners' unlock-content link searches the catalogue for — kept by
// a partial unique index, so two links cannot both win a race.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The product's id in the sales system (unique; a sync matches rows by it). */
    externalId: text('external_id').notNull(),
    title: text('title').notNull(),
    /** The price in cents of a real (R$ 1.234,56 → 123456). */
    priceCents: integer('price_cents').notNull(),
    /** Sold now: the sales system lists it as active (false when it lists it inactive or not at all). */
    active: boolean('active').notNull().default(true),
    /** The product the learners' unlock-content link searches for; at most one row. */
    linked: boolean('linked').notNull().default(false),
    /** When the last sync that listed it ran. */
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex('products_external_id_unique').on(table.externalId),
    uniqueIndex('products_one_linked_unique')
      .on(table.linked)
      .where(sql`${table.linked}`),
    index('products_title_index').on(table.title, table.id),
    check('products_price_cents_check', sql`${table.priceCents} >= 0`),
  ],
);

export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
