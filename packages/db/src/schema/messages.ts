// In-app messages (issue 19): what staff write for learners and who receives it (everyone, a
// group, a class group or an access level), and the read state kept per learner. The audience
// value is text: a group tag, an access level or a class group's id (checked when written; a
// message for a class group deleted later reaches nobody). A learner's list reads the newest
// messages of their audiences through messages_audience_index and looks each one up in
// message_reads by its primary key, so nothing ever scans the reads of a million learners.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  MESSAGE_AUDIENCE_KINDS,
  MESSAGE_BODY_MAX_LENGTH,
  MESSAGE_IMAGE_DESCRIPTION_MAX_LENGTH,
  MESSAGE_TITLE_MAX_LENGTH,
} from '@escola/domain/in-app-messages';
import { images } from './images';
import { users } from './users';

const AUDIENCE_KINDS_SQL = sql.raw(MESSAGE_AUDIENCE_KINDS.map((kind) => `'${kind}'`).join(', '));

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /** Plain text (shown with its line breaks, never as HTML). */
    body: text('body').notNull(),
    /** MESSAGE_AUDIENCE_KINDS: all, group, class-group, access. */
    audienceKind: text('audience_kind').notNull(),
    /** '' for all; the group tag, the class group's id or the access level otherwise. */
    audienceValue: text('audience_value').notNull().default(''),
    /**
     * The message's one image (issue 19), if any. RESTRICT: an image a message shows is never
     * deleted (the daily clean-up deletes only images no message refers to).
     */
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'restrict' }),
    /** The image's alt text: required with an image, '' without one. */
    imageDescription: text('image_description').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    // The admin list, newest first by keyset (as the audit log), and by title.
    index('messages_created_index').on(table.createdAt.desc(), table.id.desc()),
    index('messages_title_index').on(table.title, table.id),
    // "Title contains": trigram, like the other admin searches (pg_trgm, migration 0009).
    index('messages_title_trigram_index').using('gin', sql`lower(${table.title}) gin_trgm_ops`),
    // A learner's messages: one range per audience of theirs, newest first.
    index('messages_audience_index').on(
      table.audienceKind,
      table.audienceValue,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    // The images clean-up asks "does any message use this image?" through this index.
    index('messages_image_index').on(table.imageId),
    check(
      'messages_image_description_check',
      sql`(${table.imageId} is null) = (${table.imageDescription} = '') and char_length(${table.imageDescription}) <= ${sql.raw(String(MESSAGE_IMAGE_DESCRIPTION_MAX_LENGTH))}`,
    ),
    check('messages_audience_kind_check', sql`${table.audienceKind} in (${AUDIENCE_KINDS_SQL})`),
    check(
      'messages_audience_value_check',
      sql`(${table.audienceKind} = 'all') = (${table.audienceValue} = '')`,
    ),
    check(
      'messages_title_length_check',
      sql`char_length(${table.title}) between 1 and ${sql.raw(String(MESSAGE_TITLE_MAX_LENGTH))}`,
    ),
    check(
      'messages_body_length_check',
      sql`char_length(${table.body}) between 1 and ${sql.raw(String(MESSAGE_BODY_MAX_LENGTH))}`,
    ),
  ],
);

/** A learner read a message (once: the first time counts, marking again changes nothing). */
export const messageReads = pgTable(
  'message_reads',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.messageId, table.userId] }),
    // A deleted account's reads go with it (the cascade looks them up by user).
    index('message_reads_user_index').on(table.userId),
  ],
);

export type Message = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;
export type MessageRead = typeof messageReads.$inferSelect;
