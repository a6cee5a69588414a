import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flashSchema } from '@escola/contracts/flash';
import { SIGNOUT_REDIRECT_PATH, getSignoutResponseSchema } from '@escola/contracts/get-signout';
import {
  postSigninLocalBodySchema,
  postSigninLocalResponseSchema,
} from '@escola/contracts/post-signin-local';
import { UNLOCK_ACCOUNT_PATH } from '@escola/domain/inactivity';
import { HttpError } from '../../http-error';
import { MESSAGES } from '../../messages';
import { createSession, destroySession } from '../../plugins/session';
import { signInRateLimitConfig } from '../../plugins/rate-limit';
import { unknownAccountPasswordAttempts } from '../password-attempts/unknown-account-attempts';
import { verifyCredentials } from './service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const unknownAccountAttempts = unknownAccountPasswordAttempts(app);

  app.post(
    '/signin-local',
    {
      config: { rateLimit: signInRateLimitConfig },
      schema: {
        tags: ['autenticação'],
        summary: 'Entrar com e-mail e senha (sem cabeçalho CSRF)',
        description:
          'Conta bloqueada por inatividade (senha certa): 403 com aviso e `redirect` para /unlock-account, sem sessão.',
        body: postSigninLocalBodySchema,
        response: {
          200: postSigninLocalResponseSchema,
          400: flashSchema,
          401: flashSchema,
          403: flashSchema,
          429: flashSchema,
        },
      },
    },
    async (request, reply) => {
      const credentials = await verifyCredentials({
        db: app.db,
        ...request.body,
        unknownAccountAttempts,
      });
      if (credentials.outcome === 'locked') {
        throw new HttpError({ statusCode: 429, message: MESSAGES.tooManySignInAttempts });
      }
      if (credentials.outcome === 'invalid') {
        throw new HttpError({ statusCode: 401, message: MESSAGES.invalidCredentials });
      }
      if (credentials.isBlocked) {
        // No session (one the request came with ends too): the learner unlocks first (decision 012).
        await destroySession({ request, reply });
        throw new HttpError({
          statusCode: 403,
          type: 'warning',
          message: MESSAGES.blockedByInactivityAtSignIn,
          redirect: UNLOCK_ACCOUNT_PATH,
        });
      }
      await createSession({ request, reply, userId: credentials.userId });
      return { type: 'success' as const, message: MESSAGES.signInSuccess };
    },
  );

  app.get(
    '/signout',
    {
      config: { allowsNavigation: true },
      schema: {
        tags: ['autenticação'],
        summary: `Sair: encerra a sessão, apaga os cookies e redireciona para ${SIGNOUT_REDIRECT_PATH}`,
        response: { 302: getSignoutResponseSchema },
      },
    },
    async (request, reply) => {
      await destroySession({ request, reply });
      reply.header('cache-control', 'no-store');
      return reply.redirect(SIGNOUT_REDIRECT_PATH, 302);
    },
  );
};
