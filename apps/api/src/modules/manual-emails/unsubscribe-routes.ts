// POST /unsubscribed/{token} (issue 20): the learner stops receiving campaign e-mails. Called by
// the /unsubscribed page and by mail clients' one-click unsubscribe (RFC 8058: a form POST with
// `List-Unsubscribe=One-Click`, no cookies, so no CSRF token: the signed token is the proof).
// Transactional e-mails (verification, recovery) are not affected.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flashSchema } from '@escola/contracts/flash';
import {
  UNSUBSCRIBE_PATH,
  postUnsubscribedParamsSchema,
} from '@escola/contracts/post-unsubscribed';
import { HttpError } from '../../http-error';
import { MESSAGES } from '../../messages';
import { updateQuincyEmail } from '../settings/service';
import { readUnsubscribeToken } from './unsubscribe-token';

export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // The one-click form body (only in this plugin's routes); its content is not needed.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );

  app.post(
    UNSUBSCRIBE_PATH,
    {
      schema: {
        tags: ['e-mails'],
        summary:
          'Deixa de receber os e-mails de campanhas (link dos e-mails, descadastro em um clique)',
        description:
          'token: o do link do e-mail (id do estudante assinado pelo servidor); inválido → 400. E-mails de conta (verificação, recuperação de senha) continuam.',
        params: postUnsubscribedParamsSchema,
        response: { 200: flashSchema, 400: flashSchema },
      },
    },
    async (request, reply) => {
      const userId = readUnsubscribeToken({
        secret: app.config.sessionSecret,
        token: request.params.token,
      });
      if (!userId) {
        throw new HttpError({ statusCode: 400, message: MESSAGES.unsubscribeLinkInvalid });
      }
      await updateQuincyEmail({ db: app.db, userId, sendQuincyEmail: false, now: new Date() });
      reply.header('cache-control', 'no-store');
      return { type: 'success' as const, message: MESSAGES.unsubscribed };
    },
  );
};
