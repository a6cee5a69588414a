import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flashSchema } from '@escola/contracts/flash';
import {
  putChangePasswordBodySchema,
  putChangePasswordResponseSchema,
} from '@escola/contracts/put-change-password';
import { HttpError } from '../../http-error';
import { MESSAGES } from '../../messages';
import { FAILED_SIGN_IN_LIMIT_PER_ACCOUNT } from '../../plugins/rate-limit';
import { requireUser } from '../../plugins/require-user';
import { changePassword } from './service';

export const passwordChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Wrong current passwords count like failed sign-ins: no guessing through this door either.
  const wrongCurrentPasswords = app.createRateLimit({
    ...FAILED_SIGN_IN_LIMIT_PER_ACCOUNT,
    keyGenerator: (request) => `change-password:${request.user?.id ?? request.ip}`,
  });

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
      const attempts = await wrongCurrentPasswords(request, { increment: false });
      if (!attempts.isAllowed && attempts.remaining === 0) {
        throw new HttpError({ statusCode: 429, message: MESSAGES.tooManySignInAttempts });
      }
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
      if (outcome === 'wrong-current') {
        await wrongCurrentPasswords(request);
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
