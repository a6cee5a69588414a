import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flashSchema } from '@escola/contracts/flash';
import { getStatusPingResponseSchema } from '@escola/contracts/get-status-ping';
import { ping } from './service';

export const statusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/status/ping',
    {
      schema: {
        tags: ['status'],
        summary: 'Verifica se a API e o banco de dados respondem',
        response: { 200: getStatusPingResponseSchema, 503: flashSchema },
      },
    },
    async (request) => ping({ db: app.db, log: request.log }),
  );
};
