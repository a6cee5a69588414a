// GET /api/users/get-public-profile — anyone may read it; profileUI decides what it shows.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flashSchema } from '@escola/contracts/flash';
import {
  GET_PUBLIC_PROFILE_PATH,
  getPublicProfileQuerySchema,
  getPublicProfileResponseSchema,
} from '@escola/contracts/get-public-profile';
import { getPublicProfile } from './public-profile-service';

export const publicProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    GET_PUBLIC_PROFILE_PATH,
    {
      schema: {
        tags: ['perfil'],
        summary: 'Perfil público de um usuário, conforme a privacidade que ele escolheu',
        querystring: getPublicProfileQuerySchema,
        response: { 200: getPublicProfileResponseSchema, 400: flashSchema, 404: flashSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getPublicProfile({ db: app.db, username: request.query.username });
    },
  );
};
