// Certificates are rows (docs/architecture.md, convention 4; decision 036): one per user and
// certificate slug, the four certifications and the four participation certificates alike.
import { sql } from 'drizzle-orm';
import {
  check,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const certificates = pgTable(
  'certificates',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of CERTIFICATE_RECORD_SLUGS in @escola/domain/certificate-records. */
    certSlug: text('cert_slug').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** 12 symbols of @escola/domain/verification-code, upper-case, no hyphens. */
    verificationCode: text('verification_code').notNull(),
    /** The learner's full name when the certificate was issued: what the certificate attests. */
    holderName: text('holder_name').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.certSlug] }),
    uniqueIndex('certificates_verification_code_unique').on(table.verificationCode),
    check(
      'certificates_verification_code_check',
      sql`${table.verificationCode} ~ '^[0-9A-HJKMNP-TV-Z]{12}$'`,
    ),
  ],
);

export type Certificate = typeof certificates.$inferSelect;
export type NewCertificate = typeof certificates.$inferInsert;
