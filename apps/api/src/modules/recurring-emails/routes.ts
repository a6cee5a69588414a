// Recurring e-mails of docs/product/emails.md (issue 20, decision 047), for staff (support, admin,
// super, as manual e-mails): the list, create, edit, toggle and the e-mails one person would
// receive. Thin: the schemas validate, the service holds the flow.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flashSchema } from '@escola/contracts/flash';
import {
  RECURRING_EMAILS_LIST_PATH,
  getRecurringEmailsGetEmailsQuerySchema,
  getRecurringEmailsGetEmailsResponseSchema,
} from '@escola/contracts/get-recurring-emails-get-emails';
import {
  RECURRING_EMAILS_BY_RECIPIENT_PATH,
  postRecurringEmailsGetEmailsByRecipientBodySchema,
  postRecurringEmailsGetEmailsByRecipientResponseSchema,
} from '@escola/contracts/post-recurring-emails-get-emails-by-recipient';
import {
  RECURRING_EMAILS_NEW_PATH,
  postRecurringEmailsNewEmailBodySchema,
  recurringEmailChangeResponseSchema,
} from '@escola/contracts/post-recurring-emails-new-email';
import {
  RECURRING_EMAILS_EDIT_PATH,
  putRecurringEmailsEditEmailBodySchema,
  putRecurringEmailsEditEmailParamsSchema,
} from '@escola/contracts/put-recurring-emails-edit-email';
import {
  RECURRING_EMAILS_TOGGLE_PATH,
  putRecurringEmailsToggleActiveParamsSchema,
  putRecurringEmailsToggleActiveQuerySchema,
} from '@escola/contracts/put-recurring-emails-toggle-active';
import { STAFF_ROLES } from '@escola/domain/admin-navigation';
import { describeRecurringSchedule } from '@escola/domain/recurring-emails';
import { MESSAGES } from '../../messages';
import { requireStaff } from '../../plugins/require-staff';
import {
  createRecurringEmail,
  editRecurringEmail,
  findRecurringEmailsByRecipient,
  listRecurringEmails,
  toggleRecurringEmail,
} from './service';

const TAGS = ['e-mails'];
const ERRORS = { 400: flashSchema, 401: flashSchema, 403: flashSchema } as const;
const WRITE_ERRORS = { ...ERRORS, 404: flashSchema, 409: flashSchema } as const;
const STAFF = { staffRoles: STAFF_ROLES.all };

export const recurringEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    RECURRING_EMAILS_LIST_PATH,
    {
      config: STAFF,
      schema: {
        tags: TAGS,
        summary: 'E-mails recorrentes (equipe), do mais novo ao mais antigo',
        description:
          'Cada e-mail com a programação semanal, o próximo envio, o último envio com suas contagens (enviados, com falha, pendentes), quantos estudantes o público alcança hoje e o histórico de alterações.',
        querystring: getRecurringEmailsGetEmailsQuerySchema,
        response: { 200: getRecurringEmailsGetEmailsResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listRecurringEmails({ db: app.db, query: request.query });
    },
  );

  app.post(
    RECURRING_EMAILS_NEW_PATH,
    {
      config: STAFF,
      schema: {
        tags: TAGS,
        summary: 'Cria um e-mail recorrente (equipe): toda semana, num dia e horário de Brasília',
        description:
          'As regras do e-mail manual para assunto, texto e público; dia da semana 0–6 e horário HH:mm inválidos → 400; turma inexistente → 404.',
        body: postRecurringEmailsNewEmailBodySchema,
        response: { 201: recurringEmailChangeResponseSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const actor = requireStaff(request);
      const email = await createRecurringEmail({
        db: app.db,
        actor,
        payload: request.body,
        now: new Date(),
      });
      return reply.code(201).send({
        type: 'success' as const,
        message: MESSAGES.recurringEmailCreated(
          email.data.subject,
          describeRecurringSchedule(email.data.schedule),
        ),
        email,
      });
    },
  );

  app.put(
    RECURRING_EMAILS_EDIT_PATH,
    {
      config: STAFF,
      schema: {
        tags: TAGS,
        summary: 'Edita um e-mail recorrente (equipe), com entrada no histórico',
        description:
          'As regras de new-email; mudar a programação move o próximo envio; uma edição sem mudança não grava nada.',
        params: putRecurringEmailsEditEmailParamsSchema,
        body: putRecurringEmailsEditEmailBodySchema,
        response: { 200: recurringEmailChangeResponseSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const actor = requireStaff(request);
      const email = await editRecurringEmail({
        db: app.db,
        actor,
        id: request.params.id,
        payload: request.body,
        now: new Date(),
      });
      return {
        type: 'success' as const,
        message: MESSAGES.recurringEmailUpdated(email.data.subject),
        email,
      };
    },
  );

  app.put(
    RECURRING_EMAILS_TOGGLE_PATH,
    {
      config: STAFF,
      schema: {
        tags: TAGS,
        summary: 'Ativa ou desativa um e-mail recorrente (equipe), com entrada no histórico',
        description:
          'Ativar calcula o próximo envio a partir de agora; desativar para os próximos envios. Pedir o estado em que ele já está → 409.',
        params: putRecurringEmailsToggleActiveParamsSchema,
        querystring: putRecurringEmailsToggleActiveQuerySchema,
        response: { 200: recurringEmailChangeResponseSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const actor = requireStaff(request);
      const { isActive } = request.query;
      const email = await toggleRecurringEmail({
        db: app.db,
        actor,
        id: request.params.id,
        isActive,
        now: new Date(),
      });
      return {
        type: 'success' as const,
        message: isActive
          ? MESSAGES.recurringEmailActivated(email.data.subject)
          : MESSAGES.recurringEmailDeactivated(email.data.subject),
        email,
      };
    },
  );

  app.post(
    RECURRING_EMAILS_BY_RECIPIENT_PATH,
    {
      config: STAFF,
      schema: {
        tags: TAGS,
        summary: 'Os e-mails recorrentes ativos que a pessoa deste e-mail receberia hoje (equipe)',
        description: 'Nenhuma conta com o e-mail → 404.',
        body: postRecurringEmailsGetEmailsByRecipientBodySchema,
        response: {
          200: postRecurringEmailsGetEmailsByRecipientResponseSchema,
          ...ERRORS,
          404: flashSchema,
        },
      },
    },
    async (request) => findRecurringEmailsByRecipient({ db: app.db, email: request.body.email }),
  );
};
