// The chat assistant's session per exercise (POST /api/ai-assistant/set-session).
import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const aiAssistantSessions = pgTable(
  'ai_assistant_sessions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseId: text('exercise_id').notNull(),
    sessionId: text('session_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [primaryKey({ columns: [table.userId, table.exerciseId] })],
);

export type AiAssistantSession = typeof aiAssistantSessions.$inferSelect;
