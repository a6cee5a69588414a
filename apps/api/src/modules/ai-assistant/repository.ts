// SQL of the AI assistant (issue 21, decision 050): who a user token belongs to, the learner's
// conversations and their turns, and the daily token budget (reserved before the model is asked,
// settled at the end, in one atomic statement each so parallel questions cannot overdraw it).
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '@escola/db/client';
import {
  aiAssistantConversations,
  aiAssistantTurns,
  aiAssistantUsage,
} from '@escola/db/schema/ai-assistant-conversations';
import { userTokens } from '@escola/db/schema/user-tokens';
import { users } from '@escola/db/schema/users';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id of the learner whose user token this is; null for an unknown or blocked one. */
export const findUserIdByToken = async (db: Database, token: string): Promise<string | null> => {
  if (!UUID_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ userId: userTokens.userId })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(and(eq(userTokens.id, token), ne(users.access, 'blocked')))
    .limit(1);
  return row?.userId ?? null;
};

export type ConversationKey = { userId: string; product: string; category: string };

export const createConversation = async (
  db: Database,
  key: ConversationKey & { exerciseId: string },
): Promise<string> => {
  const [row] = await db
    .insert(aiAssistantConversations)
    .values(key)
    .returning({ id: aiAssistantConversations.id });
  if (!row) throw new Error('conversa não gravada');
  return row.id;
};

/** The learner's conversation under this product and category, or null. */
export const findConversation = async (
  db: Database,
  { userId, product, category, sessionId }: ConversationKey & { sessionId: string },
) => {
  const [row] = await db
    .select({ id: aiAssistantConversations.id, exerciseId: aiAssistantConversations.exerciseId })
    .from(aiAssistantConversations)
    .where(
      and(
        eq(aiAssistantConversations.id, sessionId),
        eq(aiAssistantConversations.userId, userId),
        eq(aiAssistantConversations.product, product),
        eq(aiAssistantConversations.category, category),
      ),
    )
    .limit(1);
  return row ?? null;
};

/** Whether the session id is the learner's conversation on that exercise. */
export const ownsConversation = async (
  db: Database,
  { userId, sessionId, exerciseId }: { userId: string; sessionId: string; exerciseId: string },
): Promise<boolean> => {
  const [row] = await db
    .select({ id: aiAssistantConversations.id })
    .from(aiAssistantConversations)
    .where(
      and(
        eq(aiAssistantConversations.id, sessionId),
        eq(aiAssistantConversations.userId, userId),
        eq(aiAssistantConversations.exerciseId, exerciseId),
      ),
    )
    .limit(1);
  return row !== undefined;
};

export type StoredTurn = { type: 'human' | 'ai'; content: string };

/** The conversation's turns, oldest first; `latest` keeps only that many of the newest. */
export const listTurns = async (
  db: Database,
  conversationId: string,
  latest?: number,
): Promise<StoredTurn[]> => {
  const query = db
    .select({ type: aiAssistantTurns.type, content: aiAssistantTurns.content })
    .from(aiAssistantTurns)
    .where(eq(aiAssistantTurns.conversationId, conversationId));
  const rows =
    latest === undefined
      ? await query.orderBy(asc(aiAssistantTurns.id))
      : (await query.orderBy(desc(aiAssistantTurns.id)).limit(latest)).reverse();
  return rows as StoredTurn[];
};

/** A question and its answer (call inside the transaction that may also create the conversation). */
export const appendExchange = async (
  db: Database,
  {
    conversationId,
    question,
    answer,
  }: { conversationId: string; question: string; answer: string },
): Promise<void> => {
  await db.insert(aiAssistantTurns).values([
    { conversationId, type: 'human', content: question },
    { conversationId, type: 'ai', content: answer },
  ]);
  await db
    .update(aiAssistantConversations)
    .set({ updatedAt: sql`now()` })
    .where(eq(aiAssistantConversations.id, conversationId));
};

export const deleteTurns = async (db: Database, conversationId: string): Promise<void> => {
  await db.delete(aiAssistantTurns).where(eq(aiAssistantTurns.conversationId, conversationId));
};

/** Tokens the learner has used (and reserved) on the day. */
export const readUsage = async (
  db: Database,
  { userId, day }: { userId: string; day: string },
): Promise<number> => {
  const [row] = await db
    .select({ tokens: aiAssistantUsage.tokens })
    .from(aiAssistantUsage)
    .where(and(eq(aiAssistantUsage.userId, userId), eq(aiAssistantUsage.day, day)));
  return row?.tokens ?? 0;
};

/**
 * Adds `tokens` to the day's count only while it is under `dailyTokens`; false (nothing added)
 * once the budget is spent. One statement: parallel questions each see the others' reservations.
 */
export const reserveTokens = async (
  db: Database,
  {
    userId,
    day,
    tokens,
    dailyTokens,
  }: { userId: string; day: string; tokens: number; dailyTokens: number },
): Promise<boolean> => {
  const rows = await db
    .insert(aiAssistantUsage)
    .values({ userId, day, tokens })
    .onConflictDoUpdate({
      target: [aiAssistantUsage.userId, aiAssistantUsage.day],
      set: { tokens: sql`${aiAssistantUsage.tokens} + excluded.tokens` },
      setWhere: sql`${aiAssistantUsage.tokens} < ${dailyTokens}`,
    })
    .returning({ tokens: aiAssistantUsage.tokens });
  return rows.length > 0;
};

/** Replaces a reservation by what was really used (`delta` = used − reserved, may be negative). */
export const settleTokens = async (
  db: Database,
  { userId, day, delta }: { userId: string; day: string; delta: number },
): Promise<void> => {
  if (delta === 0) return;
  await db
    .update(aiAssistantUsage)
    .set({ tokens: sql`greatest(0, ${aiAssistantUsage.tokens} + ${delta})` })
    .where(and(eq(aiAssistantUsage.userId, userId), eq(aiAssistantUsage.day, day)));
};
