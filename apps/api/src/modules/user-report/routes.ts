// POST /user/report-user (docs/product/accounts.md): signed-in only, CSRF-checked by the plugin,
// limited per reporter so the support inbox cannot be flooded.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { USERNAME_NOT_FOUND_MESSAGE } from '@escola/contracts/get-public-profile';
import { flashSchema } from '@escola/contracts/flash';
import {
  AFTER_REPORT_USER_PATH,
  REPORT_DESCRIPTION_MAXIMUM_LENGTH,
  REPORT_USER_PATH,
  postReportUserBodySchema,
  postReportUserResponseSchema,
} from '@escola/contracts/post-report-user';
import { HttpError } from '../../http-error';
import { MESSAGES } from '../../messages';
import { requireUser } from '../../plugins/require-user';
import { reportUser } from './service';

/** Reports per reporter per hour (every attempt counts, found or not). */
export const REPORT_USER_LIMIT_PER_USER = { max: 10, timeWindow: 60 * 60_000 } as const;

export const userReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const reportsPerUser = app.attemptLimit({ name: 'report-user', ...REPORT_USER_LIMIT_PER_USER });

  app.post(
    REPORT_USER_PATH,
    {
      schema: {
        tags: ['perfil'],
        summary: `Denuncia o perfil de outro usuário à equipe de suporte; sucesso com \`redirect\` para ${AFTER_REPORT_USER_PATH}`,
        description: `Descrição: 1 a ${REPORT_DESCRIPTION_MAXIMUM_LENGTH} caracteres. Usuário inexistente: 404. O próprio perfil: 400. Limite: ${REPORT_USER_LIMIT_PER_USER.max} denúncias por hora (429).`,
        body: postReportUserBodySchema,
        response: {
          200: postReportUserResponseSchema,
          400: flashSchema,
          401: flashSchema,
          403: flashSchema,
          404: flashSchema,
          429: flashSchema,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (!(await reportsPerUser.take(user.id))) {
        throw new HttpError({ statusCode: 429, message: MESSAGES.tooManyReports });
      }
      const result = await reportUser({
        db: app.db,
        supportEmail: app.config.supportEmail,
        publicUrl: app.config.publicUrl,
        reporter: user,
        ...request.body,
        now: new Date(),
      });
      if (result.outcome === 'user-not-found') {
        throw new HttpError({ statusCode: 404, message: USERNAME_NOT_FOUND_MESSAGE });
      }
      if (result.outcome === 'self') {
        throw new HttpError({ statusCode: 400, message: MESSAGES.cannotReportYourself });
      }
      try {
        await app.mailer.send(result.mail);
      } catch (error) {
        // The report is stored, which is what the staff's lists read; the e-mail is a courtesy.
        request.log.error(
          { err: error, reportId: result.reportId },
          'e-mail de denúncia não enviado',
        );
      }
      return {
        type: 'success' as const,
        message: MESSAGES.reportSent,
        redirect: AFTER_REPORT_USER_PATH,
      };
    },
  );
};
