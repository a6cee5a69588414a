// GET /api/users/exists and PUT /update-my-username (rule in @escola/contracts/username).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flashSchema } from '@escola/contracts/flash';
import {
  USERS_EXISTS_PATH,
  getUsersExistsQuerySchema,
  getUsersExistsResponseSchema,
} from '@escola/contracts/get-users-exists';
import {
  UPDATE_MY_USERNAME_PATH,
  putUpdateMyUsernameBodySchema,
  putUpdateMyUsernameResponseSchema,
} from '@escola/contracts/put-update-my-username';
import { requireUser } from '../../plugins/require-user';
import { USERNAME_FLASH_MESSAGES } from './settings-messages';
import { changeUsername, usernameExists } from './username-service';

export const usernameRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    USERS_EXISTS_PATH,
    {
      schema: {
        tags: ['perfil'],
        summary: 'Diz se um nome de usuário já está em uso',
        querystring: getUsersExistsQuerySchema,
        response: { 200: getUsersExistsResponseSchema, 400: flashSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { exists: await usernameExists({ db: app.db, username: request.query.username }) };
    },
  );

  app.put(
    UPDATE_MY_USERNAME_PATH,
    {
      schema: {
        tags: ['configurações'],
        summary: 'Muda o nome de usuário (3 a 30 letras minúsculas, números ou hífen)',
        body: putUpdateMyUsernameBodySchema,
        response: {
          200: putUpdateMyUsernameResponseSchema,
          400: flashSchema,
          401: flashSchema,
          403: flashSchema,
          409: flashSchema,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await changeUsername({
        db: app.db,
        userId: user.id,
        currentUsername: user.username,
        username: request.body.username,
      });
      return { type: 'success' as const, message: USERNAME_FLASH_MESSAGES.updated };
    },
  );
};
