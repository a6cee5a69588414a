// Payment verifications (PUT /register-payment-user, issue 17): each answer of the payment
// provider kept, and at most one grant per provider transaction, so verifying twice never grants
// twice.
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const paymentVerifications = pgTable(
  'payment_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The product the learner paid for (its title or id at the provider). */
    product: text('product').notNull(),
    /** The provider's answer: 'Success' or another status. */
    status: text('status').notNull(),
    /** The provider's access level ('COMPLETO' …). */
    providerAccess: text('provider_access'),
    /** The provider's transaction id, when it gives one. */
    transactionId: text('transaction_id'),
    /** When this verification granted complete access (null: it granted nothing). */
    grantedAt: timestamp('granted_at', { withTimezone: true }),
    /** The provider's answer as received, minus personal data. */
    response: jsonb('response').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_verifications_user_index').on(table.userId),
    uniqueIndex('payment_verifications_granted_transaction_unique')
      .on(table.transactionId)
      .where(sql`${table.grantedAt} is not null and ${table.transactionId} is not null`),
  ],
);

export type PaymentVerification = typeof paymentVerifications.$inferSelect;
