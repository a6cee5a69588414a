// "Enviar um teste para mim" (issue 20, decisions 046 and 048): an e-mail being written, mailed to
// the staff member writing it, its subject marked as a test; at most SEND_TEST_RATE_LIMIT a minute
// per staff member. Shared by the campaign and the automatic e-mail previews.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TEST_EMAIL_SUBJECT_PREFIX } from '@escola/contracts/post-manual-emails-preview';
import { HttpError } from '../../http-error';
import { MESSAGES } from '../../messages';
import type { MailContent } from './mail-content';

export const SEND_TEST_RATE_LIMIT = { max: 10, timeWindow: 60_000 } as const;

/** The route's `rateLimit` config: per signed-in staff member, the spec's 429 message. */
export const sendTestRateLimit = {
  ...SEND_TEST_RATE_LIMIT,
  keyGenerator: (request: FastifyRequest) => `send-test:${request.user?.id ?? request.ip}`,
  errorResponseBuilder: () => new HttpError({ statusCode: 429, message: MESSAGES.tooManyRequests }),
};

export const SEND_TEST_DESCRIPTION = `Assunto com "${TEST_EMAIL_SUBJECT_PREFIX.trim()}" na frente. Servidor de e-mail fora do ar → 502. Limite: ${SEND_TEST_RATE_LIMIT.max} por minuto por pessoa.`;

/** Mails `mail` to `to` as a test; the SMTP server refusing or down → 502. */
export const sendTestEmail = async ({
  app,
  request,
  to,
  mail,
}: {
  app: FastifyInstance;
  request: FastifyRequest;
  to: string;
  mail: MailContent & { headers?: Record<string, string> };
}) => {
  try {
    await app.mailer.send({ to, ...mail, subject: `${TEST_EMAIL_SUBJECT_PREFIX}${mail.subject}` });
  } catch (error) {
    request.log.error({ err: error }, 'e-mail de teste não enviado');
    throw new HttpError({ statusCode: 502, message: MESSAGES.testEmailNotSent });
  }
  return { type: 'success' as const, message: MESSAGES.testEmailSent(to) };
};
