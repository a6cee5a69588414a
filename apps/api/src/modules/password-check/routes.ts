// POST /check-password (signed-in, CSRF). It spends the account's one password budget, as sign-in.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flashSchema } from '@escola/contracts/flash';
import {
  CHECK_PASSWORD_PATH,
  postCheckPasswordBodySchema,
  postCheckPasswordResponseSchema,
} from '@escola/contracts/post-check-password';
import { HttpError } from '../../http-error';
import { MESSAGES } from '../../messages';
import { requireUser } from '../../plugins/require-user';
import { issuePasswordCheckProof } from './password-check-proof';
import { checkPassword } from './service';

export const passwordCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    CHECK_PASSWORD_PATH,
    {
      schema: {
        tags: ['conta'],
        summary: 'Confirmar a senha da conta (antes de trocar o e-mail ou depois de criar a senha)',
        description:
          'Senha certa: 200 e, por 5 minutos, esta sessão pode trocar o e-mail. Senha errada: 400 com aviso (`warning`). Conta sem senha: 400.',
        body: postCheckPasswordBodySchema,
        response: {
          200: postCheckPasswordResponseSchema,
          400: flashSchema,
          401: flashSchema,
          403: flashSchema,
          429: flashSchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const outcome = await checkPassword({
        db: app.db,
        userId: user.id,
        passwordHash: user.passwordHash,
        password: request.body.password,
      });
      if (outcome === 'no-password') {
        throw new HttpError({ statusCode: 400, message: MESSAGES.accountHasNoPassword });
      }
      if (outcome === 'locked') {
        throw new HttpError({ statusCode: 429, message: MESSAGES.tooManySignInAttempts });
      }
      if (outcome === 'wrong') {
        throw new HttpError({
          statusCode: 400,
          type: 'warning',
          message: MESSAGES.currentPasswordIncorrect,
        });
      }
      issuePasswordCheckProof({ request, reply, now: new Date() });
      return { type: 'success' as const, message: MESSAGES.passwordConfirmed };
    },
  );
};
