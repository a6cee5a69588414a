// The AI assistant's calls (docs/product/assistant.md, issue 21, decision 050), authenticated by
// the learner's user token (require-user-token.ts), not by the session cookie — so they need no
// CSRF header. POST chat-assistant/{product}/{category} answers as JSON, or as server-sent events
// when the client accepts `text/event-stream` (the panel); GET and DELETE …/session/{id} read and
// clear a conversation; GET /chat-assistant/status says whether the school has a model server and
// how much of the learner's day is left. Every error carries the spec's `detail`.
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHAT_ASSISTANT_ROUTE,
  CHAT_ASSISTANT_SESSION_ROUTE,
  CHAT_ASSISTANT_STATUS_PATH,
} from '@escola/contracts/chat-assistant-paths';
import {
  chatAssistantAnswerSchema,
  chatAssistantErrorSchema,
  chatAssistantHistorySchema,
  chatAssistantParamsSchema,
  chatAssistantRequestSchema,
  chatAssistantSessionParamsSchema,
  chatAssistantStatusSchema,
  type ChatAssistantStreamEvent,
} from '@escola/contracts/chat-assistant';
import type { Flash } from '@escola/contracts/flash';
import {
  assistantBudgetDay,
  assistantBudgetResetsAt,
  isAssistantCategory,
  type AssistantCategory,
} from '@escola/domain/ai-assistant';
import type { AssistantConfig } from '../../config-assistant';
import { HttpError } from '../../http-error';
import { MESSAGES } from '../../messages';
import { answerQuestion, prepareQuestion, type PreparedQuestion } from './ask-tutor';
import { ASSISTANT_MESSAGES, MODEL_ERROR_MESSAGES } from './assistant-messages';
import { AssistantModelError } from './model-client';
import { deleteTurns, findConversation, listTurns, readUsage } from './repository';
import { readBearerToken, requireUserToken } from './require-user-token';

const TAGS = ['assistente'];
const ERRORS = {
  400: chatAssistantErrorSchema,
  401: chatAssistantErrorSchema,
  404: chatAssistantErrorSchema,
  429: chatAssistantErrorSchema,
  502: chatAssistantErrorSchema,
  503: chatAssistantErrorSchema,
  504: chatAssistantErrorSchema,
};

const requireCategory = (category: string): AssistantCategory => {
  if (!isAssistantCategory(category)) {
    throw new HttpError({ statusCode: 404, message: MESSAGES.routeNotFound });
  }
  return category;
};

const isFlash = (payload: unknown): payload is Flash =>
  typeof payload === 'object' && payload !== null && 'message' in payload && 'type' in payload;

const sse = (event: ChatAssistantStreamEvent) => `data: ${JSON.stringify(event)}\n\n`;

export const chatAssistantRoutes: FastifyPluginAsyncZod = async (app) => {
  // The spec's `detail`: the flash's text again, on every error of these calls.
  app.addHook('preSerialization', async (_request, reply, payload) =>
    reply.statusCode >= 400 && isFlash(payload) ? { ...payload, detail: payload.message } : payload,
  );

  const requireConfig = (): AssistantConfig => {
    if (!app.config.assistant) {
      throw new HttpError({ statusCode: 503, message: ASSISTANT_MESSAGES.notConfigured });
    }
    return app.config.assistant;
  };

  app.get(
    CHAT_ASSISTANT_STATUS_PATH,
    {
      schema: {
        tags: TAGS,
        summary: 'Se o assistente está configurado e, com o token de usuário, o limite do dia',
        response: { 200: chatAssistantStatusSchema, 401: chatAssistantErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const config = app.config.assistant;
      if (readBearerToken(request) === undefined || !config) return { configured: !!config };
      const userId = await requireUserToken(request);
      const now = new Date();
      const usedTokens = await readUsage(app.db, { userId, day: assistantBudgetDay(now) });
      return {
        configured: true,
        budget: {
          dailyTokens: config.dailyTokens,
          usedTokens: Math.min(usedTokens, config.dailyTokens),
          resetsAt: assistantBudgetResetsAt(now).toISOString(),
        },
      };
    },
  );

  app.post(
    CHAT_ASSISTANT_ROUTE,
    {
      // Compression would hold the streamed pieces back until a block fills.
      compress: false,
      schema: {
        tags: TAGS,
        summary: 'Pergunta ao tutor; com `Accept: text/event-stream`, a resposta vem em partes',
        description:
          'Eventos (uma linha `data:` JSON cada): `session`, `delta`…, e `done` ou `error`. ' +
          'Sem `session_id`, começa uma conversa (gravada só quando a primeira resposta termina).',
        params: chatAssistantParamsSchema,
        body: chatAssistantRequestSchema,
        response: { 200: chatAssistantAnswerSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const config = requireConfig();
      const userId = await requireUserToken(request);
      const question = await prepareQuestion({
        app,
        config,
        userId,
        product: request.params.product,
        category: requireCategory(request.params.category),
        body: request.body,
      });
      const stop = new AbortController();
      reply.raw.on('close', () => stop.abort());
      reply.header('cache-control', 'no-store');
      const pieces = answerQuestion({ app, config, question, signal: stop.signal });
      if (!request.headers.accept?.includes('text/event-stream')) {
        let content = '';
        try {
          for await (const piece of pieces) content += piece;
        } catch (error) {
          throw asHttpError(error);
        }
        return { content, session_id: question.sessionId };
      }
      return (
        reply
          .type('text/event-stream; charset=utf-8')
          .header('x-accel-buffering', 'no')
          // A stream is sent as is, never serialised (the 200 schema is the JSON answer's).
          .send(Readable.from(streamEvents(question, pieces, logFailure)) as never)
      );
    },
  );

  const logFailure = (error: unknown) => {
    // The kind only: nothing of the question or the answer.
    if (error instanceof AssistantModelError) {
      app.log.warn({ kind: error.kind, status: error.status }, 'assistente: o modelo falhou');
    } else {
      app.log.error({ err: error }, 'assistente: erro ao responder');
    }
  };

  const asHttpError = (error: unknown): HttpError => {
    logFailure(error);
    if (!(error instanceof AssistantModelError))
      return new HttpError({ statusCode: 500, message: MESSAGES.unexpected });
    return new HttpError({
      statusCode: error.kind === 'timeout' ? 504 : 502,
      message: MODEL_ERROR_MESSAGES[error.kind],
    });
  };

  app.get(
    CHAT_ASSISTANT_SESSION_ROUTE,
    {
      schema: {
        tags: TAGS,
        summary: 'O histórico de uma conversa da pessoa',
        params: chatAssistantSessionParamsSchema,
        response: { 200: chatAssistantHistorySchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const userId = await requireUserToken(request);
      const conversation = await findOwnConversation(userId, request.params);
      reply.header('cache-control', 'no-store');
      return { session_id: conversation.id, history: await listTurns(app.db, conversation.id) };
    },
  );

  app.delete(
    CHAT_ASSISTANT_SESSION_ROUTE,
    {
      schema: {
        tags: TAGS,
        summary: 'Apaga o histórico de uma conversa (a sessão continua válida, vazia)',
        params: chatAssistantSessionParamsSchema,
        response: { 200: chatAssistantHistorySchema, ...ERRORS },
      },
    },
    async (request) => {
      const userId = await requireUserToken(request);
      const conversation = await findOwnConversation(userId, request.params);
      await deleteTurns(app.db, conversation.id);
      return { session_id: conversation.id, history: [] };
    },
  );

  const findOwnConversation = async (
    userId: string,
    params: { product: string; category: string; sessionId: string },
  ) => {
    const conversation = await findConversation(app.db, {
      userId,
      product: params.product,
      category: requireCategory(params.category),
      sessionId: params.sessionId,
    });
    if (!conversation) {
      throw new HttpError({ statusCode: 404, message: ASSISTANT_MESSAGES.conversationNotFound });
    }
    return conversation;
  };
};

/** The answer as server-sent events; a failure becomes the `error` event (the panel's retry). */
async function* streamEvents(
  question: PreparedQuestion,
  pieces: AsyncGenerator<string>,
  logFailure: (error: unknown) => void,
): AsyncGenerator<string> {
  yield sse({ type: 'session', session_id: question.sessionId });
  try {
    for await (const content of pieces) yield sse({ type: 'delta', content });
    yield sse({ type: 'done', session_id: question.sessionId });
  } catch (error) {
    if (error instanceof AssistantModelError && error.kind === 'stopped') return;
    logFailure(error);
    const detail =
      error instanceof AssistantModelError ? MODEL_ERROR_MESSAGES[error.kind] : MESSAGES.unexpected;
    yield sse({ type: 'error', detail });
  }
}
