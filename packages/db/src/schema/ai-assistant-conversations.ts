// The AI assistant's conversations (issue 21, decision 050): one per session id the chat call
// hands out, owned by one learner and tied to the exercise it was opened on; its turns in order;
// and each learner's tokens per São Paulo day, which the daily budget is checked against. All go
// with the account (cascade) and into its data export.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const aiAssistantConversations = pgTable(
  'ai_assistant_conversations',
  {
    /** The spec's `session_id`. */
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    product: text('product').notNull(),
    category: text('category').notNull(),
    exerciseId: text('exercise_id').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('ai_assistant_conversations_user_id_index').on(table.userId)],
);

export const aiAssistantTurns = pgTable(
  'ai_assistant_turns',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => aiAssistantConversations.id, { onDelete: 'cascade' }),
    /** 'human' (the learner's question) or 'ai' (the tutor's answer). */
    type: text('type').notNull(),
    content: text('content').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('ai_assistant_turns_conversation_index').on(table.conversationId, table.id),
    check('ai_assistant_turns_type_check', sql`${table.type} in ('human', 'ai')`),
  ],
);

export const aiAssistantUsage = pgTable(
  'ai_assistant_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The São Paulo calendar day. */
    day: date('day', { mode: 'string' }).notNull(),
    tokens: integer('tokens').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

export type AiAssistantConversation = typeof aiAssistantConversations.$inferSelect;
export type AiAssistantTurn = typeof aiAssistantTurns.$inferSelect;
