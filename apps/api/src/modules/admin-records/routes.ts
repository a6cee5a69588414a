// The admin record lists (issue 18): GET /quiz-user/answered-quiz, /users-requested-delete and
// /users-deleted (all staff), and GET /admin/audit-log (super only). Thin: the query schema
// validates (unknown sort, page 0, oversized page, half or invalid date ranges → 400), the service
// reads the page.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flashSchema } from '@escola/contracts/flash';
import {
  ADMIN_AUDIT_LOG_PATH,
  getAdminAuditLogQuerySchema,
  getAdminAuditLogResponseSchema,
} from '@escola/contracts/get-admin-audit-log';
import {
  ANSWERED_QUIZ_PATH,
  getAnsweredQuizQuerySchema,
  getAnsweredQuizResponseSchema,
} from '@escola/contracts/get-quiz-user-answered-quiz';
import {
  USERS_DELETED_PATH,
  getUsersDeletedQuerySchema,
  getUsersDeletedResponseSchema,
} from '@escola/contracts/get-users-deleted';
import {
  USERS_REQUESTED_DELETE_PATH,
  getUsersRequestedDeleteQuerySchema,
  getUsersRequestedDeleteResponseSchema,
} from '@escola/contracts/get-users-requested-delete';
import { STAFF_ROLES } from '@escola/domain/admin-navigation';
import {
  listAnsweredQuizzes,
  listAuditLog,
  listUsersDeleted,
  listUsersRequestedDelete,
} from './service';

const errorResponses = { 400: flashSchema, 401: flashSchema, 403: flashSchema } as const;

export const adminRecordsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ANSWERED_QUIZ_PATH,
    {
      config: { staffRoles: STAFF_ROLES.all },
      schema: {
        tags: ['admin'],
        summary: 'Questionários respondidos (equipe): busca, UF, variante, conta e período',
        description:
          'Busca por nome ou e-mail (contém) ou por CPF (exato); startDate e endDate (aaaa-mm-dd, fuso da escola) juntas ou nenhuma. CPF mascarado.',
        querystring: getAnsweredQuizQuerySchema,
        response: { 200: getAnsweredQuizResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listAnsweredQuizzes({ db: app.db, filter: request.query });
    },
  );

  app.get(
    USERS_REQUESTED_DELETE_PATH,
    {
      config: { staffRoles: STAFF_ROLES.all },
      schema: {
        tags: ['admin'],
        summary: 'Pedidos de exclusão de conta pendentes (equipe), com os dias que faltam',
        querystring: getUsersRequestedDeleteQuerySchema,
        response: { 200: getUsersRequestedDeleteResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listUsersRequestedDelete({ db: app.db, query: request.query, now: new Date() });
    },
  );

  app.get(
    USERS_DELETED_PATH,
    {
      config: { staffRoles: STAFF_ROLES.all },
      schema: {
        tags: ['admin'],
        summary: 'Registro das contas excluídas (equipe)',
        querystring: getUsersDeletedQuerySchema,
        response: { 200: getUsersDeletedResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listUsersDeleted({ db: app.db, query: request.query });
    },
  );

  app.get(
    ADMIN_AUDIT_LOG_PATH,
    {
      config: { staffRoles: STAFF_ROLES.superOnly },
      schema: {
        tags: ['admin'],
        summary: 'Registro de auditoria do painel (só super), do mais recente ao mais antigo',
        description:
          'Filtros: e-mail de quem fez (contém), ação, tipo do alvo e período (startDate e endDate juntas ou nenhuma).',
        querystring: getAdminAuditLogQuerySchema,
        response: { 200: getAdminAuditLogResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listAuditLog({ db: app.db, filter: request.query });
    },
  );
};
