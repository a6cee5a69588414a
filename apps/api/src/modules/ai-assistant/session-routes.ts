// POST /api/ai-assistant/set-session (docs/product/assistant.md): the signed-in learner keeps a
// conversation as the one of an exercise (`aiAssistantSessions` of the session user), so reopening
// the challenge shows its history. Cookie session and CSRF header, as every /api call.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SET_AI_ASSISTANT_SESSION_PATH } from '@escola/contracts/chat-assistant-paths';
import {
  setAiAssistantSessionRequestSchema,
  setAiAssistantSessionResponseSchema,
} from '@escola/contracts/chat-assistant';
import { flashSchema } from '@escola/contracts/flash';
import { aiAssistantSessions } from '@escola/db/schema/ai-assistant-sessions';
import { HttpError } from '../../http-error';
import { requireUser } from '../../plugins/require-user';
import { ASSISTANT_MESSAGES } from './assistant-messages';
import { ownsConversation } from './repository';

export const aiAssistantSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    SET_AI_ASSISTANT_SESSION_PATH,
    {
      schema: {
        tags: ['assistente'],
        summary: 'Guarda a conversa do assistente de um desafio',
        body: setAiAssistantSessionRequestSchema,
        response: {
          200: setAiAssistantSessionResponseSchema,
          400: flashSchema,
          401: flashSchema,
          403: flashSchema,
          404: flashSchema,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { exerciseId, session_id: sessionId } = request.body;
      if (!(await ownsConversation(app.db, { userId: user.id, sessionId, exerciseId }))) {
        throw new HttpError({ statusCode: 404, message: ASSISTANT_MESSAGES.conversationNotFound });
      }
      await app.db
        .insert(aiAssistantSessions)
        .values({ userId: user.id, exerciseId, sessionId })
        .onConflictDoUpdate({
          target: [aiAssistantSessions.userId, aiAssistantSessions.exerciseId],
          set: { sessionId },
        });
      const sessions = await app.db
        .select({
          exerciseId: aiAssistantSessions.exerciseId,
          sessionId: aiAssistantSessions.sessionId,
        })
        .from(aiAssistantSessions)
        .where(eq(aiAssistantSessions.userId, user.id));
      return { aiAssistantSessions: sessions };
    },
  );
};
