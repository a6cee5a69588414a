import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flashSchema } from '@escola/contracts/flash';
import {
  AFTER_FORGOT_PASSWORD_PATH,
  postForgotPasswordBodySchema,
  postForgotPasswordResponseSchema,
} from '@escola/contracts/post-forgot-password';
import {
  AFTER_RECOVERY_PASSWORD_PATH,
  putRecoveryPasswordBodySchema,
  putRecoveryPasswordResponseSchema,
} from '@escola/contracts/put-recovery-password';
import { recipientNameOf } from '@escola/domain/automatic-emails';
import { HttpError } from '../../http-error';
import { MESSAGES } from '../../messages';
import { sendAutomaticEmail } from '../automatic-emails/send-automatic-email';
import { recoverPassword, requestPasswordRecovery } from './service';

/** Recovery requests per IP per 15 minutes (a classroom may share one address). */
export const FORGOT_PASSWORD_LIMIT_PER_IP = { max: 30, timeWindow: 15 * 60_000 } as const;
/** Recovery e-mails per address per hour: nobody's inbox gets flooded. */
export const FORGOT_PASSWORD_LIMIT_PER_EMAIL = { max: 3, timeWindow: 60 * 60_000 } as const;

export const RECOVERY_PAGE_PATH = '/recovery-password';

const tooManyRecoveryRequests = () =>
  new HttpError({ statusCode: 429, message: MESSAGES.tooManyRecoveryRequests });

export const passwordRecoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const requestsPerEmail = app.attemptLimit({
    name: 'forgot-password',
    ...FORGOT_PASSWORD_LIMIT_PER_EMAIL,
  });

  app.post(
    '/forgot-password',
    {
      config: {
        rateLimit: {
          ...FORGOT_PASSWORD_LIMIT_PER_IP,
          errorResponseBuilder: tooManyRecoveryRequests,
        },
      },
      schema: {
        tags: ['autenticação'],
        summary:
          'Pedir o e-mail de recuperação de senha (sem cabeçalho CSRF); a resposta é a mesma com ou sem conta',
        description: `Link ${RECOVERY_PAGE_PATH}?token=… válido por 1 hora, uso único. Limites: ${FORGOT_PASSWORD_LIMIT_PER_IP.max} pedidos por IP a cada 15 minutos e ${FORGOT_PASSWORD_LIMIT_PER_EMAIL.max} por e-mail por hora (429).`,
        body: postForgotPasswordBodySchema,
        response: { 200: postForgotPasswordResponseSchema, 400: flashSchema, 429: flashSchema },
      },
    },
    async (request) => {
      const { email } = request.body;
      if (!(await requestsPerEmail.take(email))) throw tooManyRecoveryRequests();
      const recovery = await requestPasswordRecovery({ db: app.db, email, now: new Date() });
      if (recovery) {
        const link = `${app.config.publicUrl}${RECOVERY_PAGE_PATH}?token=${recovery.token}`;
        // Not awaited: the answer takes the same time whether or not the address has an account.
        sendAutomaticEmail({
          db: app.db,
          mailer: app.mailer,
          id: 'password-recovery',
          to: email,
          values: { nome: recipientNameOf(recovery), link },
        }).catch((error: unknown) => {
          request.log.error({ err: error }, 'e-mail de recuperação de senha não enviado');
        });
      }
      return {
        type: 'info' as const,
        message: MESSAGES.forgotPasswordSent,
        redirect: AFTER_FORGOT_PASSWORD_PATH,
      };
    },
  );

  app.put(
    '/recovery-password',
    {
      schema: {
        tags: ['autenticação'],
        summary:
          'Definir uma nova senha com o token do link de recuperação (sem cabeçalho CSRF); encerra todas as sessões da conta',
        description: `Senha: pelo menos 8 caracteres. Sucesso: \`redirect\` para ${AFTER_RECOVERY_PASSWORD_PATH}.`,
        body: putRecoveryPasswordBodySchema,
        response: { 200: putRecoveryPasswordResponseSchema, 400: flashSchema },
      },
    },
    async (request) => {
      const recovered = await recoverPassword({ db: app.db, ...request.body, now: new Date() });
      if (!recovered) {
        throw new HttpError({ statusCode: 400, message: MESSAGES.recoveryLinkInvalid });
      }
      return {
        type: 'success' as const,
        message: MESSAGES.passwordRecovered,
        redirect: AFTER_RECOVERY_PASSWORD_PATH,
      };
    },
  );
};
