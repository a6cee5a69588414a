import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSessionUserResponseSchema } from '@escola/contracts/get-session-user';
import { getSessionUser } from './service';

export const sessionUserRoutes: FastifyPluginAsyncZod = async (app) => {
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
      return getSessionUser({ db: app.db, userId: request.user?.id });
    },
  );
};
