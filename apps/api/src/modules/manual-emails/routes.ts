// Manual e-mails of docs/product/emails.md (issue 20), for staff (support, admin, super: "emails"
// is in every staff role's sidebar, docs/product/admin.md): the list, the recipient count (beyond
// the spec), schedule, edit and cancel. Thin: the schemas validate, the service holds the flow.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flashSchema } from '@escola/contracts/flash';
import {
  MANUAL_EMAILS_LIST_PATH,
  getManualEmailsGetEmailsQuerySchema,
  getManualEmailsGetEmailsResponseSchema,
} from '@escola/contracts/get-manual-emails-get-emails';
import {
  MANUAL_EMAILS_COUNT_RECIPIENTS_PATH,
  postManualEmailsCountRecipientsBodySchema,
  postManualEmailsCountRecipientsResponseSchema,
} from '@escola/contracts/post-manual-emails-count-recipients';
import {
  MANUAL_EMAILS_NEW_PATH,
  manualEmailChangeResponseSchema,
  postManualEmailsNewEmailBodySchema,
} from '@escola/contracts/post-manual-emails-new-email';
import {
  MANUAL_EMAILS_CANCEL_PATH,
  putManualEmailsCancelEmailParamsSchema,
  putManualEmailsCancelEmailResponseSchema,
} from '@escola/contracts/put-manual-emails-cancel-email';
import {
  MANUAL_EMAILS_EDIT_PATH,
  putManualEmailsEditEmailBodySchema,
  putManualEmailsEditEmailParamsSchema,
  putManualEmailsEditEmailResponseSchema,
} from '@escola/contracts/put-manual-emails-edit-email';
import { STAFF_ROLES } from '@escola/domain/admin-navigation';
import { MESSAGES } from '../../messages';
import { requireStaff } from '../../plugins/require-staff';
import {
  cancelManualEmail,
  countRecipients,
  editManualEmail,
  listManualEmails,
  scheduleManualEmail,
} from './service';

const TAGS = ['e-mails'];
const ERRORS = { 400: flashSchema, 401: flashSchema, 403: flashSchema } as const;
const WRITE_ERRORS = { ...ERRORS, 404: flashSchema, 409: flashSchema } as const;
const STAFF = { staffRoles: STAFF_ROLES.all };

export const manualEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    MANUAL_EMAILS_LIST_PATH,
    {
      config: STAFF,
      schema: {
        tags: TAGS,
        summary: 'E-mails manuais (equipe), pela data de envio, do mais recente ao mais antigo',
        description: 'Cada e-mail com as contagens de envios: enviados, com falha e pendentes.',
        querystring: getManualEmailsGetEmailsQuerySchema,
        response: { 200: getManualEmailsGetEmailsResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listManualEmails({ db: app.db, query: request.query });
    },
  );

  app.post(
    MANUAL_EMAILS_COUNT_RECIPIENTS_PATH,
    {
      config: STAFF,
      schema: {
        tags: TAGS,
        summary:
          'Quantos estudantes receberiam um e-mail para este público agora (além da especificação)',
        body: postManualEmailsCountRecipientsBodySchema,
        response: { 200: postManualEmailsCountRecipientsResponseSchema, ...ERRORS },
      },
    },
    async (request) => countRecipients({ db: app.db, audience: request.body.audience }),
  );

  app.post(
    MANUAL_EMAILS_NEW_PATH,
    {
      config: STAFF,
      schema: {
        tags: TAGS,
        summary: 'Programa um e-mail manual (equipe)',
        description:
          'Assunto e texto (Markdown) com as variáveis {{nome}} e {{link}}; variável desconhecida → 400; data de envio no passado → 400; turma inexistente → 404. Responde quantos estudantes o público alcança agora (os destinatários são gravados na data de envio).',
        body: postManualEmailsNewEmailBodySchema,
        response: { 201: manualEmailChangeResponseSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const actor = requireStaff(request);
      const { email, recipientCount } = await scheduleManualEmail({
        db: app.db,
        actor,
        payload: request.body,
        now: new Date(),
      });
      return reply.code(201).send({
        type: 'success' as const,
        message: MESSAGES.manualEmailScheduled(email.data.subject, recipientCount),
        email,
        recipientCount,
      });
    },
  );

  app.put(
    MANUAL_EMAILS_EDIT_PATH,
    {
      config: STAFF,
      schema: {
        tags: TAGS,
        summary: 'Edita um e-mail manual enquanto está programado (equipe)',
        description: 'As regras de new-email; enviando, enviado ou cancelado → 409.',
        params: putManualEmailsEditEmailParamsSchema,
        body: putManualEmailsEditEmailBodySchema,
        response: { 200: putManualEmailsEditEmailResponseSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const actor = requireStaff(request);
      const { email, recipientCount } = await editManualEmail({
        db: app.db,
        actor,
        id: request.params.id,
        payload: request.body,
        now: new Date(),
      });
      return {
        type: 'success' as const,
        message: MESSAGES.manualEmailUpdated(email.data.subject),
        email,
        recipientCount,
      };
    },
  );

  app.put(
    MANUAL_EMAILS_CANCEL_PATH,
    {
      config: STAFF,
      schema: {
        tags: TAGS,
        summary: 'Cancela um e-mail manual (equipe): isActive false, situação Cancelado',
        description:
          'Programado: não é enviado. Enviando: o que falta não é enviado. Enviado ou já cancelado → 409.',
        params: putManualEmailsCancelEmailParamsSchema,
        response: { 200: putManualEmailsCancelEmailResponseSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const actor = requireStaff(request);
      const email = await cancelManualEmail({ db: app.db, actor, id: request.params.id });
      return {
        type: 'success' as const,
        message: MESSAGES.manualEmailCancelled(email.data.subject),
        email,
      };
    },
  );
};
