// POST /api/users/unlock-user-account (decision 012). Rate-limited like sign-in: per IP, and the
// account's one password budget (modules/password-attempts), shared with sign-in.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flashSchema } from '@escola/contracts/flash';
import {
  UNLOCK_USER_ACCOUNT_PATH,
  postUsersUnlockUserAccountBodySchema,
  postUsersUnlockUserAccountResponseSchema,
} from '@escola/contracts/post-users-unlock-user-account';
import { HttpError } from '../../http-error';
import { MESSAGES } from '../../messages';
import { signInRateLimitConfig } from '../../plugins/rate-limit';
import { createSession } from '../../plugins/session';
import { unknownAccountPasswordAttempts } from '../password-attempts/unknown-account-attempts';
import { canUnlockOthers, unlockLearnerAccount, unlockOwnAccount } from './service';

export const AFTER_UNLOCK_PATH = '/learn';
export const SIGN_IN_PAGE_PATH = '/sign-in';

export const accountUnlockRoutes: FastifyPluginAsyncZod = async (app) => {
  const unknownAccountAttempts = unknownAccountPasswordAttempts(app);

  app.post(
    UNLOCK_USER_ACCOUNT_PATH,
    {
      config: { rateLimit: signInRateLimitConfig },
      schema: {
        tags: ['usuários'],
        summary: 'Desbloquear uma conta bloqueada por inatividade',
        description: [
          'Pessoa bloqueada: e-mail e senha certos → desbloqueia, entra (sessão nova) e `redirect` para /learn.',
          'Senha vazia ou ausente → 400 (`info`): o desbloqueio é pelo Google (`GET /signin-google?unlock=1`).',
          'Senha errada → 401. Conta não bloqueada → 409. Tentativas de senha esgotadas (as mesmas da entrada) → 429.',
          'Equipe (suporte, admin, super) com sessão: só o e-mail, desbloqueia a conta da pessoa (a senha não é usada); e-mail desconhecido → 404.',
        ].join(' '),
        body: postUsersUnlockUserAccountBodySchema,
        response: {
          200: postUsersUnlockUserAccountResponseSchema,
          400: flashSchema,
          401: flashSchema,
          403: flashSchema,
          404: flashSchema,
          409: flashSchema,
          429: flashSchema,
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const now = new Date();
      if (canUnlockOthers(request.user)) {
        const outcome = await unlockLearnerAccount({ db: app.db, email, now });
        if (outcome === 'not-found') {
          throw new HttpError({ statusCode: 404, message: MESSAGES.learnerNotFound });
        }
        if (outcome === 'not-blocked') {
          throw new HttpError({
            statusCode: 409,
            type: 'info',
            message: MESSAGES.learnerNotBlocked,
          });
        }
        return { type: 'success' as const, message: MESSAGES.learnerUnlocked };
      }
      const result = await unlockOwnAccount({
        db: app.db,
        email,
        password,
        now,
        unknownAccountAttempts,
      });
      if (result.outcome === 'locked') {
        throw new HttpError({ statusCode: 429, message: MESSAGES.tooManySignInAttempts });
      }
      if (result.outcome === 'use-google') {
        throw new HttpError({
          statusCode: 400,
          type: 'info',
          message: app.config.google ? MESSAGES.unlockWithGoogle : MESSAGES.unlockWithoutGoogle,
        });
      }
      if (result.outcome === 'invalid-credentials') {
        throw new HttpError({ statusCode: 401, message: MESSAGES.unlockInvalidCredentials });
      }
      if (result.outcome === 'not-blocked') {
        throw new HttpError({
          statusCode: 409,
          type: 'info',
          message: MESSAGES.accountNotBlocked,
          redirect: SIGN_IN_PAGE_PATH,
        });
      }
      await createSession({ request, reply, userId: result.userId });
      return {
        type: 'success' as const,
        message: MESSAGES.accountUnlocked,
        redirect: AFTER_UNLOCK_PATH,
      };
    },
  );
};
