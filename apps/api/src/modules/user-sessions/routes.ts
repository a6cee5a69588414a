// GET /user/sessions, DELETE /user/sessions/:id and DELETE /user/sessions (docs/architecture.md,
// security baseline: "a user can list and end their sessions"; decision 011). Signed-in only, CSRF
// on the deletes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteUserSessionParamsSchema,
  deleteUserSessionsResponseSchema,
} from '@escola/contracts/delete-user-sessions';
import { flashSchema } from '@escola/contracts/flash';
import {
  USER_SESSIONS_PATH,
  getUserSessionsResponseSchema,
} from '@escola/contracts/get-user-sessions';
import { HttpError } from '../../http-error';
import { MESSAGES } from '../../messages';
import { requireUser } from '../../plugins/require-user';
import { destroySession } from '../../plugins/session';
import { endOtherUserSessions, endUserSession, listUserSessions } from './service';

const TAGS = ['conta'];

export const userSessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    USER_SESSIONS_PATH,
    {
      schema: {
        tags: TAGS,
        summary: 'Lista as sessões ativas da conta (a atual primeiro)',
        response: { 200: getUserSessionsResponseSchema, 401: flashSchema, 403: flashSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      const sessions = await listUserSessions({
        db: app.db,
        userId: user.id,
        currentSessionId: request.session?.id ?? '',
        now: new Date(),
      });
      return { sessions };
    },
  );

  app.delete(
    `${USER_SESSIONS_PATH}/:id`,
    {
      schema: {
        tags: TAGS,
        summary: 'Encerra uma sessão da conta (a atual também: equivale a sair)',
        description: 'Uma sessão que não é da conta, ou já encerrada: 404.',
        params: deleteUserSessionParamsSchema,
        response: {
          200: deleteUserSessionsResponseSchema,
          400: flashSchema,
          401: flashSchema,
          403: flashSchema,
          404: flashSchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const outcome = await endUserSession({
        db: app.db,
        userId: user.id,
        publicId: request.params.id,
        currentSessionId: request.session?.id ?? '',
        now: new Date(),
      });
      if (outcome === 'not-found') {
        throw new HttpError({ statusCode: 404, message: MESSAGES.sessionNotFound });
      }
      // The row is gone already; this clears the cookies of the session that ended itself.
      if (outcome === 'ended-current') await destroySession({ request, reply });
      return { type: 'success' as const, message: MESSAGES.sessionEnded };
    },
  );

  app.delete(
    USER_SESSIONS_PATH,
    {
      schema: {
        tags: TAGS,
        summary: 'Encerra todas as outras sessões da conta (mantém a atual)',
        response: {
          200: deleteUserSessionsResponseSchema,
          401: flashSchema,
          403: flashSchema,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const ended = await endOtherUserSessions({
        db: app.db,
        userId: user.id,
        currentSessionId: request.session?.id ?? '',
        now: new Date(),
      });
      return { type: 'success' as const, message: MESSAGES.otherSessionsEnded(ended) };
    },
  );
};
