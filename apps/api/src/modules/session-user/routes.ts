import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getSessionUserResponseSchema,
  type GetSessionUserResponse,
} from '@escola/contracts/get-session-user';
import { recordSessionActivity } from '../inactivity/service';
import { ANONYMOUS_SESSION_USER, getSessionUser } from './service';
import { acceptsGzip, createSessionAnswerCache } from './session-answer-cache';

export const sessionUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = createSessionAnswerCache();
  app.get(
    '/user/get-session-user',
    {
      schema: {
        tags: ['sessão'],
        summary: 'Usuário da sessão (anônimo: { user: {}, result: "" })',
        response: { 200: getSessionUserResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = request.user;
      if (!user) return ANONYMOUS_SESSION_USER;
      // Opening the app counts as activity (decision 012): one write a day at most.
      await recordSessionActivity({ db: app.db, user, now: new Date() });
      const key = { userId: user.id, version: user.version };
      // Checked against the contract once, when built; hits are sent as they were stored.
      const answer =
        cache.get(key) ??
        cache.set({
          ...key,
          body: JSON.stringify(
            getSessionUserResponseSchema.parse(
              await getSessionUser({ db: app.db, userId: user.id }),
            ),
          ),
        });
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      // Already JSON (and maybe compressed): sent as is, past the serializer and the compression
      // plugin (the type provider only knows the object form, hence the casts).
      if (acceptsGzip(request.headers['accept-encoding'])) {
        reply.header('content-encoding', 'gzip');
        return reply.send(answer.gzip as unknown as GetSessionUserResponse);
      }
      return reply
        .serializer((payload: unknown) => payload as string)
        .send(answer.body as unknown as GetSessionUserResponse);
    },
  );
};
