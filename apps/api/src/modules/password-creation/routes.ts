// PUT /create-password (signed-in, CSRF): only for an account without a password.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flashSchema } from '@escola/contracts/flash';
import {
  CREATE_PASSWORD_PATH,
  putCreatePasswordBodySchema,
  putCreatePasswordResponseSchema,
} from '@escola/contracts/put-create-password';
import { HttpError } from '../../http-error';
import { MESSAGES } from '../../messages';
import { requireUser } from '../../plugins/require-user';
import { createPassword } from './service';

export const passwordCreationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    CREATE_PASSWORD_PATH,
    {
      schema: {
        tags: ['conta'],
        summary: 'Criar a senha de uma conta que só entra com o Google; encerra as outras sessões',
        description: 'Senha: pelo menos 8 caracteres. A conta já tem senha: 400.',
        body: putCreatePasswordBodySchema,
        response: {
          200: putCreatePasswordResponseSchema,
          400: flashSchema,
          401: flashSchema,
          403: flashSchema,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const outcome = await createPassword({
        db: app.db,
        userId: user.id,
        passwordHash: user.passwordHash,
        sessionId: request.session?.id ?? '',
        password: request.body.password,
      });
      if (outcome === 'already-has-password') {
        throw new HttpError({ statusCode: 400, message: MESSAGES.accountAlreadyHasPassword });
      }
      return { type: 'success' as const, message: MESSAGES.passwordCreated };
    },
  );
};
