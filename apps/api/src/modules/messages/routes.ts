// In-app messages of docs/product/admin.md (issue 19). Staff (support, admin, super: "messages" is
// in every staff role's sidebar): the paged list, one message, create, update and delete.
// The signed-in learner: GET get-messages-for-user (their own id only) and, beyond the spec,
// PUT mark-as-read. Thin: the schemas validate, the service holds the flow.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flashSchema } from '@escola/contracts/flash';
import {
  MESSAGES_DELETE_PATH,
  deleteMessagesDeleteByIdParamsSchema,
  deleteMessagesDeleteByIdResponseSchema,
} from '@escola/contracts/delete-messages-delete-by-id';
import {
  MESSAGES_BY_ID_PATH,
  getMessagesGetMessageByIdQuerySchema,
  getMessagesGetMessageByIdResponseSchema,
} from '@escola/contracts/get-messages-get-message-by-id';
import {
  MESSAGES_LIST_PATH,
  getMessagesGetMessagesQuerySchema,
  getMessagesGetMessagesResponseSchema,
} from '@escola/contracts/get-messages-get-messages';
import {
  MESSAGES_FOR_USER_PATH,
  getMessagesGetMessagesForUserQuerySchema,
  getMessagesGetMessagesForUserResponseSchema,
} from '@escola/contracts/get-messages-get-messages-for-user';
import {
  MESSAGES_CREATE_PATH,
  postMessagesCreateMessageBodySchema,
  postMessagesCreateMessageResponseSchema,
} from '@escola/contracts/post-messages-create-message';
import {
  MESSAGES_MARK_AS_READ_PATH,
  putMessagesMarkAsReadQuerySchema,
  putMessagesMarkAsReadResponseSchema,
} from '@escola/contracts/put-messages-mark-as-read';
import {
  MESSAGES_UPDATE_PATH,
  putMessagesUpdateMessageBodySchema,
  putMessagesUpdateMessageQuerySchema,
  putMessagesUpdateMessageResponseSchema,
} from '@escola/contracts/put-messages-update-message';
import { STAFF_ROLES } from '@escola/domain/admin-navigation';
import { MESSAGES } from '../../messages';
import { requireStaff } from '../../plugins/require-staff';
import { requireUser } from '../../plugins/require-user';
import {
  createMessage,
  deleteMessage,
  getMessage,
  listMessages,
  listMessagesForUser,
  markMessageAsRead,
  recipientOf,
  updateMessage,
} from './service';

const TAGS = ['mensagens'];
const ERRORS = { 400: flashSchema, 401: flashSchema, 403: flashSchema } as const;
const STAFF = { staffRoles: STAFF_ROLES.all };

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    MESSAGES_LIST_PATH,
    {
      config: STAFF,
      schema: {
        tags: TAGS,
        summary: 'Mensagens do app (equipe), da mais recente à mais antiga, com busca pelo título',
        querystring: getMessagesGetMessagesQuerySchema,
        response: { 200: getMessagesGetMessagesResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listMessages({ db: app.db, query: request.query, secret: app.config.sessionSecret });
    },
  );

  app.get(
    MESSAGES_BY_ID_PATH,
    {
      config: STAFF,
      schema: {
        tags: TAGS,
        summary: 'Uma mensagem do app (equipe): o formulário de edição',
        querystring: getMessagesGetMessageByIdQuerySchema,
        response: { 200: getMessagesGetMessageByIdResponseSchema, ...ERRORS, 404: flashSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const message = await getMessage({
        db: app.db,
        id: request.query.messageId,
        secret: app.config.sessionSecret,
      });
      return { id: message.id, messagePayload: message };
    },
  );

  app.post(
    MESSAGES_CREATE_PATH,
    {
      config: STAFF,
      schema: {
        tags: TAGS,
        summary: 'Cria uma mensagem para todos, um grupo, uma turma ou um nível de acesso (equipe)',
        description:
          'Título e texto obrigatórios; grupo ou nível desconhecido → 400; turma inexistente → 404. Imagem opcional: o id de POST /upload-image e a sua descrição (texto alternativo, obrigatória com imagem); imagem inexistente → 400.',
        body: postMessagesCreateMessageBodySchema,
        response: { 201: postMessagesCreateMessageResponseSchema, ...ERRORS, 404: flashSchema },
      },
    },
    async (request, reply) => {
      const actor = requireStaff(request);
      const message = await createMessage({
        db: app.db,
        actor,
        payload: request.body.messagePayload,
        secret: app.config.sessionSecret,
      });
      return reply.code(201).send({
        type: 'success' as const,
        message: MESSAGES.messageCreated(message.title),
        id: message.id,
        messagePayload: message,
      });
    },
  );

  app.put(
    MESSAGES_UPDATE_PATH,
    {
      config: STAFF,
      schema: {
        tags: TAGS,
        summary: 'Edita a mensagem de messageId (equipe)',
        description:
          'As mesmas regras da criação; id desconhecido → 404. Sem image (ou image: null), a mensagem fica sem imagem.',
        querystring: putMessagesUpdateMessageQuerySchema,
        body: putMessagesUpdateMessageBodySchema,
        response: { 200: putMessagesUpdateMessageResponseSchema, ...ERRORS, 404: flashSchema },
      },
    },
    async (request) => {
      const actor = requireStaff(request);
      const message = await updateMessage({
        db: app.db,
        actor,
        id: request.query.messageId,
        payload: request.body.messagePayload,
        secret: app.config.sessionSecret,
      });
      return {
        type: 'success' as const,
        message: MESSAGES.messageUpdated(message.title),
        id: message.id,
        messagePayload: message,
      };
    },
  );

  app.delete(
    MESSAGES_DELETE_PATH,
    {
      config: STAFF,
      schema: {
        tags: TAGS,
        summary: 'Exclui uma mensagem (equipe); as leituras dela vão junto',
        params: deleteMessagesDeleteByIdParamsSchema,
        response: { 200: deleteMessagesDeleteByIdResponseSchema, ...ERRORS, 404: flashSchema },
      },
    },
    async (request) => {
      const actor = requireStaff(request);
      const { title } = await deleteMessage({ db: app.db, actor, id: request.params.id });
      return {
        type: 'success' as const,
        message: MESSAGES.messageDeleted(title),
        id: request.params.id,
      };
    },
  );

  app.get(
    MESSAGES_FOR_USER_PATH,
    {
      schema: {
        tags: TAGS,
        summary: 'As mensagens de quem está conectado, com o estado de leitura e o total não lido',
        description:
          'userId precisa ser o id de quem está conectado (outro id → 403). A imagem de cada mensagem vem com um link assinado, válido por 15 minutos.',
        querystring: getMessagesGetMessagesForUserQuerySchema,
        response: { 200: getMessagesGetMessagesForUserResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const recipient = recipientOf({ user, userId: request.query.userId });
      reply.header('cache-control', 'no-store');
      return listMessagesForUser({ db: app.db, recipient, secret: app.config.sessionSecret });
    },
  );

  app.put(
    MESSAGES_MARK_AS_READ_PATH,
    {
      schema: {
        tags: TAGS,
        summary: 'Marca uma mensagem como lida por quem está conectado (além da especificação)',
        description:
          'Idempotente: a primeira leitura vale. Mensagem que não existe ou não é para quem chama → 404.',
        querystring: putMessagesMarkAsReadQuerySchema,
        response: { 200: putMessagesMarkAsReadResponseSchema, ...ERRORS, 404: flashSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return markMessageAsRead({
        db: app.db,
        recipient: recipientOf({ user }),
        messageId: request.query.messageId,
      });
    },
  );
};
