// POST and DELETE /user/user-token (docs/product/accounts.md): signed-in only, CSRF-checked by the
// plugin.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AFTER_DELETE_USER_TOKEN_PATH,
  deleteUserTokenResponseSchema,
} from '@escola/contracts/delete-user-token';
import { flashSchema } from '@escola/contracts/flash';
import { postUserTokenResponseSchema } from '@escola/contracts/post-user-token';
import { USER_TOKEN_PATH } from '@escola/contracts/user-token-path';
import { HttpError } from '../../http-error';
import { MESSAGES } from '../../messages';
import { requireUser } from '../../plugins/require-user';
import { createUserToken, deleteUserToken } from './service';

const TAGS = ['conta'];

export const userTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    USER_TOKEN_PATH,
    {
      schema: {
        tags: TAGS,
        summary:
          'Cria o token de usuário (identifica a pessoa em ferramentas externas de prática); substitui o anterior',
        response: {
          200: postUserTokenResponseSchema,
          401: flashSchema,
          403: flashSchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      return { userToken: await createUserToken({ db: app.db, userId: user.id }) };
    },
  );

  app.delete(
    USER_TOKEN_PATH,
    {
      schema: {
        tags: TAGS,
        summary: `Exclui o token de usuário; sucesso com \`redirect\` para ${AFTER_DELETE_USER_TOKEN_PATH}`,
        description: 'Sem token para excluir: 404.',
        response: {
          200: deleteUserTokenResponseSchema,
          401: flashSchema,
          403: flashSchema,
          404: flashSchema,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const outcome = await deleteUserToken({ db: app.db, userId: user.id });
      if (outcome === 'no-token') {
        throw new HttpError({ statusCode: 404, message: MESSAGES.userTokenDeleteError });
      }
      return {
        type: 'success' as const,
        message: MESSAGES.userTokenDeleted,
        redirect: AFTER_DELETE_USER_TOKEN_PATH,
      };
    },
  );
};
