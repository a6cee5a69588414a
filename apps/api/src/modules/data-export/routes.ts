// GET /account/export — the signed-in user's data as a JSON file (LGPD; decision 011).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flashSchema } from '@escola/contracts/flash';
import {
  ACCOUNT_EXPORT_PATH,
  accountExportFileName,
  accountExportSchema,
} from '@escola/contracts/get-account-export';
import { HttpError } from '../../http-error';
import { MESSAGES } from '../../messages';
import { requireUser } from '../../plugins/require-user';
import { exportAccountData } from './service';

export const dataExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ACCOUNT_EXPORT_PATH,
    {
      schema: {
        tags: ['conta'],
        summary: 'Baixa todos os dados da conta em um arquivo JSON (LGPD)',
        description:
          'Anexo `escola-de-codigo-meus-dados-<usuário>.json`. Sem segredos: nem hash de senha, nem hashes de tokens, nem chaves de sessão.',
        response: { 200: accountExportSchema, 401: flashSchema, 403: flashSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const data = await exportAccountData({ db: app.db, userId: user.id, now: new Date() });
      // The session's user was deleted between the session check and here.
      if (!data) throw new HttpError({ statusCode: 401, message: MESSAGES.signInRequired });
      reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="${accountExportFileName(user.username)}"`,
        )
        // Indented, so the file is readable in any text editor.
        .serializer((payload) => JSON.stringify(payload, null, 2));
      return data;
    },
  );
};
