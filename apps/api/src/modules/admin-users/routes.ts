// GET /user-management/all-users, PUT and POST /user-management/edit-user and GET /user/get-emails:
// the admin users area (issue 18), open to all staff (support, admin, super).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flashSchema } from '@escola/contracts/flash';
import {
  USER_GET_EMAILS_PATH,
  getUserGetEmailsQuerySchema,
  getUserGetEmailsResponseSchema,
} from '@escola/contracts/get-user-get-emails';
import {
  USER_MANAGEMENT_ALL_USERS_PATH,
  getUserManagementAllUsersQuerySchema,
  getUserManagementAllUsersResponseSchema,
} from '@escola/contracts/get-user-management-all-users';
import {
  USER_MANAGEMENT_EDIT_USER_PATH,
  putUserManagementEditUserBodySchema,
  putUserManagementEditUserResponseSchema,
} from '@escola/contracts/put-user-management-edit-user';
import { STAFF_ROLES } from '@escola/domain/admin-navigation';
import { requireStaff } from '../../plugins/require-staff';
import { editUser } from './edit-user';
import { findEmails, listUsers } from './service';

const failures = { 400: flashSchema, 401: flashSchema, 403: flashSchema, 404: flashSchema };

export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    USER_MANAGEMENT_ALL_USERS_PATH,
    {
      config: { staffRoles: STAFF_ROLES.all },
      schema: {
        tags: ['admin: usuários'],
        summary: 'Lista os usuários (busca, filtros, ordenação, páginas por cursor)',
        description:
          'search: nome, usuário ou e-mail contém o termo; um CPF busca o CPF exato. Filtros: access, type, group, classGroupId (turma desconhecida → 404). Páginas seguintes: envie o nextCursor da página anterior em cursor.',
        querystring: getUserManagementAllUsersQuerySchema,
        response: { 200: getUserManagementAllUsersResponseSchema, ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listUsers({ db: app.db, query: request.query });
    },
  );

  // One handler for both methods: docs/product/admin.md names PUT or POST.
  app.route({
    method: ['PUT', 'POST'],
    url: USER_MANAGEMENT_EDIT_USER_PATH,
    config: { staffRoles: STAFF_ROLES.all },
    schema: {
      tags: ['admin: usuários'],
      summary: 'Edita tipo, acesso, origem, grupo, turma e módulos de um usuário',
      description:
        'Só o Super Administrador muda o tipo ou edita um Administrador ou Super Administrador; ninguém muda o próprio tipo ou acesso. access "blocked" bloqueia; outro nível desbloqueia. classGroupId null tira o usuário da turma. modules substitui o conjunto. Responde o usuário atualizado, como na lista.',
      body: putUserManagementEditUserBodySchema,
      response: { 200: putUserManagementEditUserResponseSchema, ...failures },
    },
    handler: async (request) =>
      editUser({ db: app.db, actor: requireStaff(request), edit: request.body }),
  });

  app.get(
    USER_GET_EMAILS_PATH,
    {
      config: { staffRoles: STAFF_ROLES.all },
      schema: {
        tags: ['admin: usuários'],
        summary: 'Até 20 usuários (nome e e-mail) cujo nome, usuário ou e-mail contém o termo',
        description: 'Termo com menos de 3 caracteres: lista vazia.',
        querystring: getUserGetEmailsQuerySchema,
        response: {
          200: getUserGetEmailsResponseSchema,
          400: flashSchema,
          401: flashSchema,
          403: flashSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { emails: await findEmails({ db: app.db, search: request.query.search }) };
    },
  );
};
