// Images staff upload for the in-app messages (issue 19). The bytes live in the storage of the API
// (a local directory or S3-compatible object storage), under `storageKey`; this row says what they
// are. Every image was re-encoded on upload (metadata stripped, size capped), so contentType,
// width, height and bytes describe the stored file, not what was sent. A public image may be read
// by anyone holding a valid signed link; a private one only by a signed-in user with one.
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Where the storage keeps the bytes (made by the API, never from the file's name). */
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    /** Sent through POST /upload-public-image: readable without signing in (with a signed link). */
    isPublic: boolean('is_public').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('images_content_type_check', sql`${table.contentType} in ('image/webp')`),
    check(
      'images_size_check',
      sql`${table.width} > 0 and ${table.height} > 0 and ${table.bytes} > 0`,
    ),
  ],
);

export type Image = typeof images.$inferSelect;
