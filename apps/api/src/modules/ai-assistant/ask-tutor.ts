// One question to the tutor (issue 21, decision 050), in two steps so that every refusal is a
// plain 4xx before any answer starts: `prepareQuestion` checks the challenge, the conversation,
// the per-minute limit and the daily budget (reserving the question's tokens up front);
// `answerQuestion` then streams the model's answer and, only when it is complete, writes the
// question and the answer (and a new conversation) together and settles the budget to what was
// really used. A failed or stopped answer writes nothing and gives the reservation back.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { chatAssistantRequestSchema } from '@escola/contracts/chat-assistant';
import type { Flash } from '@escola/contracts/flash';
import { aiAssistantConversations } from '@escola/db/schema/ai-assistant-conversations';
import {
  assistantBudgetDay,
  assistantBudgetResetsAt,
  assistantCategoryOf,
  estimateAssistantTokens,
  type AssistantCategory,
} from '@escola/domain/ai-assistant';
import type { AssistantConfig } from '../../config-assistant';
import { HttpError } from '../../http-error';
import { ASSISTANT_MESSAGES } from './assistant-messages';
import { streamChatCompletion, type ChatMessage, type ModelEvent } from './model-client';
import {
  appendExchange,
  findConversation,
  listTurns,
  reserveTokens,
  settleTokens,
} from './repository';
import { TUTOR_HISTORY_MAX_TURNS, buildTutorMessages } from './tutor-prompt';

/** The longest answer asked of the model. */
export const TUTOR_ANSWER_MAX_TOKENS = 800;

export type ChatRequestBody = z.output<typeof chatAssistantRequestSchema>;

/** The daily budget is spent: 429 with the time it starts again. */
export class BudgetSpentError extends HttpError {
  constructor(readonly resetsAt: Date) {
    super({ statusCode: 429, message: ASSISTANT_MESSAGES.dailyBudgetReached });
  }

  override toFlash(): Flash {
    // The error handler sends this; the route's 429 schema keeps `resetsAt`.
    return Object.assign(super.toFlash(), { resetsAt: this.resetsAt.toISOString() });
  }
}

export type PreparedQuestion = {
  userId: string;
  product: string;
  category: AssistantCategory;
  exerciseId: string;
  /** The conversation's id: an existing one, or a new one written with the first answer. */
  sessionId: string;
  isNewConversation: boolean;
  input: string;
  messages: ChatMessage[];
  day: string;
  reservedTokens: number;
};

const findExerciseCategory = (app: FastifyInstance, exerciseId: string): AssistantCategory => {
  if (!app.curriculum.isAvailable) {
    throw new HttpError({ statusCode: 503, message: ASSISTANT_MESSAGES.curriculumUnavailable });
  }
  const challenge = app.curriculum.findById(exerciseId);
  const category = challenge ? assistantCategoryOf(challenge.superBlock) : undefined;
  if (!category) {
    throw new HttpError({ statusCode: 404, message: ASSISTANT_MESSAGES.exerciseNotFound });
  }
  return category;
};

export const prepareQuestion = async ({
  app,
  config,
  userId,
  product,
  category,
  body,
  now = new Date(),
}: {
  app: FastifyInstance;
  config: AssistantConfig;
  userId: string;
  product: string;
  category: AssistantCategory;
  body: ChatRequestBody;
  now?: Date;
}): Promise<PreparedQuestion> => {
  const context = body.additional_context;
  if (findExerciseCategory(app, context.exerciseId) !== category) {
    throw new HttpError({ statusCode: 400, message: ASSISTANT_MESSAGES.categoryMismatch });
  }
  let history: Awaited<ReturnType<typeof listTurns>> = [];
  if (body.session_id) {
    const conversation = await findConversation(app.db, {
      userId,
      product,
      category,
      sessionId: body.session_id,
    });
    if (!conversation) {
      throw new HttpError({ statusCode: 404, message: ASSISTANT_MESSAGES.conversationNotFound });
    }
    history = await listTurns(app.db, conversation.id, TUTOR_HISTORY_MAX_TURNS);
  }
  const perMinute = app.attemptLimit({
    name: 'assistant-questions',
    max: config.messagesPerMinute,
    timeWindow: 60_000,
  });
  if (!(await perMinute.take(userId))) {
    throw new HttpError({ statusCode: 429, message: ASSISTANT_MESSAGES.tooManyQuestions });
  }
  const messages = buildTutorMessages({
    category,
    context: {
      challengeTitle: context.challengeTitle,
      description: context.description,
      code: context.code,
      failingTests: context.failingTests,
    },
    history: history.map((turn) => ({ role: turn.type, content: turn.content })),
    input: body.input,
  });
  const day = assistantBudgetDay(now);
  const reservedTokens =
    estimateAssistantTokens(messages.map((message) => message.content).join('')) +
    TUTOR_ANSWER_MAX_TOKENS;
  const reserved = await reserveTokens(app.db, {
    userId,
    day,
    tokens: reservedTokens,
    dailyTokens: config.dailyTokens,
  });
  if (!reserved) throw new BudgetSpentError(assistantBudgetResetsAt(now));
  return {
    userId,
    product,
    category,
    exerciseId: context.exerciseId,
    sessionId: body.session_id ?? randomUUID(),
    isNewConversation: !body.session_id,
    input: body.input,
    messages,
    day,
    reservedTokens,
  };
};

/** The question and its answer, with the conversation when it is new: all or nothing. */
const saveAnswer = (app: FastifyInstance, question: PreparedQuestion, answer: string) =>
  app.db.transaction(async (tx) => {
    if (question.isNewConversation) {
      await tx.insert(aiAssistantConversations).values({
        id: question.sessionId,
        userId: question.userId,
        product: question.product,
        category: question.category,
        exerciseId: question.exerciseId,
      });
    }
    await appendExchange(tx, {
      conversationId: question.sessionId,
      question: question.input,
      answer,
    });
  });

/**
 * The answer's pieces as the model writes them. Throws AssistantModelError when the model fails
 * or `signal` stops it; the caller turns it into the panel's error state.
 */
export async function* answerQuestion({
  app,
  config,
  question,
  signal,
}: {
  app: FastifyInstance;
  config: AssistantConfig;
  question: PreparedQuestion;
  signal: AbortSignal;
}): AsyncGenerator<string> {
  let answer = '';
  let usage: Extract<ModelEvent, { type: 'usage' }> | undefined;
  let usedTokens = 0;
  try {
    for await (const event of streamChatCompletion({
      config,
      messages: question.messages,
      maxTokens: TUTOR_ANSWER_MAX_TOKENS,
      signal,
    })) {
      if (event.type === 'usage') {
        usage = event;
        continue;
      }
      answer += event.content;
      yield event.content;
    }
    usedTokens = usage
      ? usage.promptTokens + usage.completionTokens
      : question.reservedTokens - TUTOR_ANSWER_MAX_TOKENS + estimateAssistantTokens(answer);
    await saveAnswer(app, question, answer);
  } finally {
    await settleTokens(app.db, {
      userId: question.userId,
      day: question.day,
      delta: usedTokens - question.reservedTokens,
    });
  }
}
