// POST /placement-test/send-welcome-mundotech-email (docs/product/national-programme.md,
// placement): the client calls it when the Mundo Tech challenge is completed. Signed-in,
// CSRF-checked by the plugin.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SEND_WELCOME_MUNDOTECH_EMAIL_PATH,
  WELCOME_MUNDOTECH_EMAIL_MESSAGES,
} from '@escola/contracts/challenge-page-calls';
import { flashSchema } from '@escola/contracts/flash';
import { postSendWelcomeMundotechEmailResponseSchema } from '@escola/contracts/post-send-welcome-mundotech-email';
import { HttpError } from '../../http-error';
import { requireUser } from '../../plugins/require-user';
import { sendMundoTechWelcomeEmail } from './service';

export const mundoTechWelcomeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    SEND_WELCOME_MUNDOTECH_EMAIL_PATH,
    {
      schema: {
        tags: ['nivelamento'],
        summary: 'Envia o e-mail de boas-vindas depois do desafio Mundo Tech (uma vez por pessoa)',
        description:
          'Sem corpo. Mundo Tech não concluído: 409. Já enviado: 200 sem novo e-mail. Falha no envio: 503 com a mensagem da especificação (pode tentar de novo).',
        response: {
          200: postSendWelcomeMundotechEmailResponseSchema,
          401: flashSchema,
          403: flashSchema,
          409: flashSchema,
          503: flashSchema,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const outcome = await sendMundoTechWelcomeEmail({
        db: app.db,
        mailer: app.mailer,
        publicUrl: app.config.publicUrl,
        user,
        now: new Date(),
        onFailure: (error) =>
          request.log.error({ err: error }, 'e-mail de boas-vindas do Mundo Tech não enviado'),
      });
      if (outcome === 'not-completed') {
        throw new HttpError({
          statusCode: 409,
          type: 'warning',
          message: WELCOME_MUNDOTECH_EMAIL_MESSAGES.mundoTechNotCompleted,
        });
      }
      if (outcome === 'failed') {
        throw new HttpError({ statusCode: 503, message: WELCOME_MUNDOTECH_EMAIL_MESSAGES.failed });
      }
      return {
        type: 'success' as const,
        message: {
          sent: WELCOME_MUNDOTECH_EMAIL_MESSAGES.sent,
          'already-sent': WELCOME_MUNDOTECH_EMAIL_MESSAGES.alreadySent,
          inactive: WELCOME_MUNDOTECH_EMAIL_MESSAGES.inactive,
        }[outcome],
      };
    },
  );
};
