// PUT /update-my-email and POST /resend-verification-email (signed-in, CSRF; decision 012).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flashSchema } from '@escola/contracts/flash';
import {
  RESEND_VERIFICATION_EMAIL_PATH,
  postResendVerificationEmailResponseSchema,
} from '@escola/contracts/post-resend-verification-email';
import {
  UPDATE_MY_EMAIL_PATH,
  putUpdateMyEmailBodySchema,
  putUpdateMyEmailResponseSchema,
} from '@escola/contracts/put-update-my-email';
import { verificationPageLink } from '@escola/contracts/verification-page-path';
import { recipientNameOf, type AutomaticEmailId } from '@escola/domain/automatic-emails';
import { HttpError } from '../../http-error';
import { MESSAGES } from '../../messages';
import { requireUser } from '../../plugins/require-user';
import { sendAutomaticEmail } from '../automatic-emails/send-automatic-email';
import {
  clearPasswordCheckProof,
  hasPasswordCheckProof,
} from '../password-check/password-check-proof';
import { changeEmail, renewVerificationToken } from './service';

/** Verification e-mails sent again per user per hour. */
export const RESEND_VERIFICATION_LIMIT_PER_USER = { max: 3, timeWindow: 60 * 60_000 } as const;

export const emailChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const resendsPerUser = app.attemptLimit({
    name: 'resend-verification',
    ...RESEND_VERIFICATION_LIMIT_PER_USER,
  });

  /** False when the e-mail could not be sent (one switched off by staff counts as done). */
  const sendMail = async ({
    id,
    to,
    values,
    what,
  }: {
    id: AutomaticEmailId;
    to: string;
    values: { nome: string; link?: string; novo_email?: string };
    what: string;
  }): Promise<boolean> => {
    try {
      await sendAutomaticEmail({ db: app.db, mailer: app.mailer, id, to, values });
      return true;
    } catch (error) {
      app.log.error({ err: error }, `${what} não enviado`);
      return false;
    }
  };

  const verificationLinkOf = (token: string) =>
    verificationPageLink({ publicUrl: app.config.publicUrl, token });

  app.put(
    UPDATE_MY_EMAIL_PATH,
    {
      schema: {
        tags: ['configurações'],
        summary: 'Trocar o e-mail da conta (depois de POST /check-password)',
        description:
          'Muda na hora, como não confirmado; envia o link de confirmação ao novo endereço e um aviso ao antigo; encerra as outras sessões. Sem senha confirmada nos últimos 5 minutos: 403. Conta sem senha: 400. E-mail de outra conta: 409.',
        body: putUpdateMyEmailBodySchema,
        response: {
          200: putUpdateMyEmailResponseSchema,
          400: flashSchema,
          401: flashSchema,
          403: flashSchema,
          409: flashSchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!user.passwordHash) {
        throw new HttpError({ statusCode: 400, message: MESSAGES.emailChangeNeedsPassword });
      }
      const now = new Date();
      if (!hasPasswordCheckProof({ request, now })) {
        throw new HttpError({ statusCode: 403, message: MESSAGES.emailChangeNeedsPasswordCheck });
      }
      const result = await changeEmail({
        db: app.db,
        userId: user.id,
        currentEmail: user.email,
        newEmail: request.body.email,
        sessionId: request.session?.id ?? '',
        now,
      });
      if (result.outcome === 'unchanged') {
        throw new HttpError({ statusCode: 400, type: 'info', message: MESSAGES.emailUnchanged });
      }
      if (result.outcome === 'taken') {
        throw new HttpError({ statusCode: 409, message: MESSAGES.emailTaken });
      }
      clearPasswordCheckProof({ request, reply });
      const newEmail = request.body.email;
      const nome = recipientNameOf(user);
      await sendMail({
        id: 'verification-email-change',
        to: newEmail,
        values: { nome, link: verificationLinkOf(result.verificationToken) },
        what: 'e-mail de confirmação do novo endereço',
      });
      await sendMail({
        id: 'email-changed-notice',
        to: user.email,
        values: { nome, novo_email: newEmail },
        what: 'aviso de troca de e-mail',
      });
      return { type: 'success' as const, message: MESSAGES.emailChanged };
    },
  );

  app.post(
    RESEND_VERIFICATION_EMAIL_PATH,
    {
      schema: {
        tags: ['configurações'],
        summary: 'Enviar de novo o link de confirmação do e-mail (até 3 por hora)',
        description: 'E-mail já confirmado: 400. Links anteriores deixam de valer.',
        response: {
          200: postResendVerificationEmailResponseSchema,
          400: flashSchema,
          401: flashSchema,
          403: flashSchema,
          429: flashSchema,
          503: flashSchema,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (user.emailVerified) {
        throw new HttpError({
          statusCode: 400,
          type: 'info',
          message: MESSAGES.emailAlreadyVerified,
        });
      }
      if (!(await resendsPerUser.take(user.id))) {
        throw new HttpError({ statusCode: 429, message: MESSAGES.tooManyVerificationEmails });
      }
      const token = await renewVerificationToken({ db: app.db, userId: user.id, now: new Date() });
      const sent = await sendMail({
        id: 'verification-resend',
        to: user.email,
        values: { nome: recipientNameOf(user), link: verificationLinkOf(token) },
        what: 'e-mail de confirmação',
      });
      if (!sent) throw new HttpError({ statusCode: 503, message: MESSAGES.unavailable });
      return { type: 'success' as const, message: MESSAGES.verificationEmailResent };
    },
  );
};
