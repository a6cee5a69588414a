import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flashSchema } from '@escola/contracts/flash';
import {
  putChangePasswordBodySchema,
  putChangePasswordResponseSchema,
} from '@escola/contracts/put-change-password';
import { HttpError } from '../../http-error';
import { MESSAGES } from '../../messages';
import { requireUser } from '../../plugins/require-user';
import { changePassword } from './service';

export const passwordChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/change-password',
    {
      schema: {
        tags: ['conta'],
        summary: 'Trocar a senha (informando a atual); encerra as outras sessões da conta',
        description:
          'Senha atual errada: 400 com aviso (`warning`). Nova senha: pelo menos 8 caracteres.',
        body: putChangePasswordBodySchema,
        response: {
          200: putChangePasswordResponseSchema,
          400: flashSchema,
          401: flashSchema,
          403: flashSchema,
          429: flashSchema,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const outcome = await changePassword({
        db: app.db,
        userId: user.id,
        passwordHash: user.passwordHash,
        sessionId: request.session?.id ?? '',
        ...request.body,
      });
      if (outcome === 'no-password') {
        throw new HttpError({ statusCode: 400, message: MESSAGES.accountHasNoPassword });
      }
      // The current password spends the account's one budget: no guessing through this door either.
      if (outcome === 'locked') {
        throw new HttpError({ statusCode: 429, message: MESSAGES.tooManySignInAttempts });
      }
      if (outcome === 'wrong-current') {
        throw new HttpError({
          statusCode: 400,
          type: 'warning',
          message: MESSAGES.currentPasswordIncorrect,
        });
      }
      return { type: 'success' as const, message: MESSAGES.passwordChanged };
    },
  );
};
