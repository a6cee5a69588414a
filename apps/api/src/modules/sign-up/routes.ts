import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flashSchema } from '@escola/contracts/flash';
import {
  postConfirmVerificationEmailBodySchema,
  postConfirmVerificationEmailResponseSchema,
} from '@escola/contracts/post-confirm-verification-email';
import {
  AFTER_SIGN_UP_PATH,
  postSignupLocalBodySchema,
  postSignupLocalResponseSchema,
} from '@escola/contracts/post-signup-local';
import { verificationPageLink } from '@escola/contracts/verification-page-path';
import { HttpError } from '../../http-error';
import { MESSAGES } from '../../messages';
import { createSession } from '../../plugins/session';
import { sendAutomaticEmail } from '../automatic-emails/send-automatic-email';
import { confirmVerificationEmail, signUp } from './service';

/** Sign-ups per IP per 10 minutes: a whole classroom behind one address still gets in. */
export const SIGN_UP_RATE_LIMIT_PER_IP = { max: 60, timeWindow: 10 * 60_000 } as const;

export const signUpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/signup-local',
    {
      config: {
        rateLimit: {
          ...SIGN_UP_RATE_LIMIT_PER_IP,
          errorResponseBuilder: () =>
            new HttpError({ statusCode: 429, message: MESSAGES.tooManySignUps }),
        },
      },
      schema: {
        tags: ['autenticação'],
        summary:
          'Criar conta com nome, e-mail e senha (sem cabeçalho CSRF); entra e envia o e-mail de confirmação',
        description: `Senha: pelo menos 8 caracteres. Sucesso: sessão nova e \`redirect\` para ${AFTER_SIGN_UP_PATH}. E-mail já cadastrado: 409.`,
        body: postSignupLocalBodySchema,
        response: {
          200: postSignupLocalResponseSchema,
          400: flashSchema,
          409: flashSchema,
          429: flashSchema,
        },
      },
    },
    async (request, reply) => {
      const { name, email } = request.body;
      const result = await signUp({ db: app.db, ...request.body, now: new Date() });
      if (result.outcome === 'email-taken') {
        throw new HttpError({ statusCode: 409, message: MESSAGES.signUpEmailTaken });
      }
      await createSession({ request, reply, userId: result.userId });
      const link = verificationPageLink({
        publicUrl: app.config.publicUrl,
        token: result.verificationToken,
      });
      try {
        await sendAutomaticEmail({
          db: app.db,
          mailer: app.mailer,
          id: 'verification',
          to: email,
          values: { nome: name, link },
        });
      } catch (error) {
        // The account exists and the learner is signed in; the e-mail is not worth failing for.
        request.log.error({ err: error }, 'e-mail de confirmação não enviado');
      }
      return {
        type: 'success' as const,
        message: MESSAGES.signUpSuccess,
        redirect: AFTER_SIGN_UP_PATH,
      };
    },
  );

  app.post(
    '/confirm-verification-email',
    {
      schema: {
        tags: ['autenticação'],
        summary: 'Confirmar o e-mail com o token do link enviado no cadastro (uso único, 24 h)',
        body: postConfirmVerificationEmailBodySchema,
        response: {
          200: postConfirmVerificationEmailResponseSchema,
          400: flashSchema,
          403: flashSchema,
        },
      },
    },
    async (request) => {
      const confirmed = await confirmVerificationEmail({
        db: app.db,
        token: request.body.token,
        now: new Date(),
      });
      if (!confirmed) {
        throw new HttpError({ statusCode: 400, message: MESSAGES.verificationLinkInvalid });
      }
      return { type: 'success' as const, message: MESSAGES.emailVerified };
    },
  );
};
