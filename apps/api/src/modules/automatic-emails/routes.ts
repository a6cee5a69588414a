// Automatic e-mails of docs/product/emails.md (issue 20, decision 046): every staff role reads them
// ("emails" is in every staff role's sidebar); switching one off or rewriting it is for admin and
// super only — a recovery e-mail switched off locks learners out, not a support task. Thin: the
// schemas validate, the service holds the flow.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTOMATIC_EMAILS_LIST_PATH,
  getAutomaticEmailsGetEmailsResponseSchema,
} from '@escola/contracts/get-automatic-emails-get-emails';
import { flashSchema } from '@escola/contracts/flash';
import {
  AUTOMATIC_EMAILS_EDIT_PATH,
  putAutomaticEmailsEditEmailBodySchema,
  putAutomaticEmailsEditEmailParamsSchema,
  putAutomaticEmailsEditEmailResponseSchema,
} from '@escola/contracts/put-automatic-emails-edit-email';
import {
  AUTOMATIC_EMAILS_TOGGLE_PATH,
  automaticEmailChangeResponseSchema,
  putAutomaticEmailsToggleActiveParamsSchema,
  putAutomaticEmailsToggleActiveQuerySchema,
} from '@escola/contracts/put-automatic-emails-toggle-active';
import { STAFF_ROLES } from '@escola/domain/admin-navigation';
import { MESSAGES } from '../../messages';
import { requireStaff } from '../../plugins/require-staff';
import { editAutomaticEmail, listAutomaticEmails, toggleAutomaticEmail } from './service';

const TAGS = ['e-mails'];
const ERRORS = { 400: flashSchema, 401: flashSchema, 403: flashSchema } as const;
const WRITE_ERRORS = { ...ERRORS, 404: flashSchema } as const;

export const automaticEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    AUTOMATIC_EMAILS_LIST_PATH,
    {
      config: { staffRoles: STAFF_ROLES.all },
      schema: {
        tags: TAGS,
        summary: 'E-mails automáticos (equipe): os que a plataforma envia nos eventos da conta',
        description:
          'Cada um com nome, descrição, assunto, texto (Markdown), as variáveis que pode usar e as obrigatórias.',
        response: { 200: getAutomaticEmailsGetEmailsResponseSchema, ...ERRORS },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return listAutomaticEmails({ db: app.db });
    },
  );

  app.put(
    AUTOMATIC_EMAILS_TOGGLE_PATH,
    {
      config: { staffRoles: STAFF_ROLES.adminAndSuper },
      schema: {
        tags: TAGS,
        summary: 'Ativa ou desativa um e-mail automático (admin e super)',
        description:
          'Desativado, a plataforma não o envia e o fluxo da conta segue igual. isActive diferente de true ou false → 400; id desconhecido → 404.',
        params: putAutomaticEmailsToggleActiveParamsSchema,
        querystring: putAutomaticEmailsToggleActiveQuerySchema,
        response: { 200: automaticEmailChangeResponseSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const actor = requireStaff(request);
      const { isActive } = request.query;
      const email = await toggleAutomaticEmail({
        db: app.db,
        actor,
        id: request.params.id,
        isActive,
      });
      return {
        type: 'success' as const,
        message: isActive
          ? MESSAGES.automaticEmailActivated(email.data.name)
          : MESSAGES.automaticEmailDeactivated(email.data.name),
        email,
      };
    },
  );

  app.put(
    AUTOMATIC_EMAILS_EDIT_PATH,
    {
      config: { staffRoles: STAFF_ROLES.adminAndSuper },
      schema: {
        tags: TAGS,
        summary: 'Edita o assunto e o texto de um e-mail automático (admin e super)',
        description:
          'Só as variáveis do e-mail; as obrigatórias (como {{link}}) no texto; vazio ou longo demais → 400; id desconhecido → 404.',
        params: putAutomaticEmailsEditEmailParamsSchema,
        body: putAutomaticEmailsEditEmailBodySchema,
        response: { 200: putAutomaticEmailsEditEmailResponseSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const actor = requireStaff(request);
      const email = await editAutomaticEmail({
        db: app.db,
        actor,
        id: request.params.id,
        data: request.body.data,
      });
      return {
        type: 'success' as const,
        message: MESSAGES.automaticEmailUpdated(email.data.name),
        email,
      };
    },
  );
};
