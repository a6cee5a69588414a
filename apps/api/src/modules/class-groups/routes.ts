// The class groups of docs/product/admin.md: GET /class-groups/all-class-groups (all staff: the
// user list filters by class group), and create, edit, delete and move users (admin and super
// only).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flashSchema } from '@escola/contracts/flash';
import {
  CLASS_GROUPS_DELETE_PATH,
  deleteClassGroupsDeleteClassGroupParamsSchema,
  deleteClassGroupsDeleteClassGroupResponseSchema,
} from '@escola/contracts/delete-class-groups-delete-class-group';
import {
  CLASS_GROUPS_ALL_PATH,
  getClassGroupsAllClassGroupsResponseSchema,
} from '@escola/contracts/get-class-groups-all-class-groups';
import {
  CLASS_GROUPS_NEW_PATH,
  postClassGroupsNewClassGroupBodySchema,
  postClassGroupsNewClassGroupResponseSchema,
} from '@escola/contracts/post-class-groups-new-class-group';
import {
  CLASS_GROUPS_EDIT_PATH,
  putClassGroupsEditClassGroupBodySchema,
  putClassGroupsEditClassGroupResponseSchema,
} from '@escola/contracts/put-class-groups-edit-class-group';
import {
  CLASS_GROUPS_MOVE_USERS_PATH,
  putClassGroupsMoveUsersClassGroupBodySchema,
  putClassGroupsMoveUsersClassGroupResponseSchema,
} from '@escola/contracts/put-class-groups-move-users-class-group';
import { STAFF_ROLES } from '@escola/domain/admin-navigation';
import { MESSAGES } from '../../messages';
import { requireStaff } from '../../plugins/require-staff';
import {
  createClassGroup,
  deleteClassGroup,
  editClassGroup,
  listClassGroups,
  moveUsersBetweenClassGroups,
} from './service';

const TAGS = ['turmas'];
const GUARD_ERRORS = { 400: flashSchema, 401: flashSchema, 403: flashSchema };

export const classGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CLASS_GROUPS_ALL_PATH,
    {
      config: { staffRoles: STAFF_ROLES.all },
      schema: {
        tags: TAGS,
        summary: 'Resumo das turmas, em ordem de nome, com o número de estudantes de cada uma',
        response: {
          200: getClassGroupsAllClassGroupsResponseSchema,
          401: flashSchema,
          403: flashSchema,
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { classGroups: await listClassGroups({ db: app.db }) };
    },
  );

  app.post(
    CLASS_GROUPS_NEW_PATH,
    {
      config: { staffRoles: STAFF_ROLES.adminAndSuper },
      schema: {
        tags: TAGS,
        summary: 'Cadastra uma turma (admin e super)',
        description:
          'curriculumAvailable vazio → 400 com a mensagem da especificação; nome já usado (sem diferenciar maiúsculas) → 409.',
        body: postClassGroupsNewClassGroupBodySchema,
        response: {
          201: postClassGroupsNewClassGroupResponseSchema,
          ...GUARD_ERRORS,
          409: flashSchema,
        },
      },
    },
    async (request, reply) => {
      const actor = requireStaff(request);
      const classGroup = await createClassGroup({ db: app.db, actor, input: request.body });
      return reply.code(201).send({
        type: 'success' as const,
        message: MESSAGES.classGroupCreated(classGroup.name),
        classGroup,
      });
    },
  );

  app.put(
    CLASS_GROUPS_EDIT_PATH,
    {
      config: { staffRoles: STAFF_ROLES.adminAndSuper },
      schema: {
        tags: TAGS,
        summary: 'Edita a turma do id do corpo (admin e super)',
        description: 'As mesmas regras do cadastro; id desconhecido → 404.',
        body: putClassGroupsEditClassGroupBodySchema,
        response: {
          200: putClassGroupsEditClassGroupResponseSchema,
          ...GUARD_ERRORS,
          404: flashSchema,
          409: flashSchema,
        },
      },
    },
    async (request) => {
      const actor = requireStaff(request);
      const { id, ...input } = request.body;
      const classGroup = await editClassGroup({ db: app.db, actor, id, input });
      return {
        type: 'success' as const,
        message: MESSAGES.classGroupEdited(classGroup.name),
        classGroup,
      };
    },
  );

  app.delete(
    CLASS_GROUPS_DELETE_PATH,
    {
      config: { staffRoles: STAFF_ROLES.adminAndSuper },
      schema: {
        tags: TAGS,
        summary:
          'Exclui uma turma (admin e super); os estudantes dela voltam para a lista de espera',
        params: deleteClassGroupsDeleteClassGroupParamsSchema,
        response: {
          200: deleteClassGroupsDeleteClassGroupResponseSchema,
          ...GUARD_ERRORS,
          404: flashSchema,
        },
      },
    },
    async (request) => {
      const actor = requireStaff(request);
      const { name, affectedLearners } = await deleteClassGroup({
        db: app.db,
        actor,
        id: request.params.id,
      });
      return {
        type: 'success' as const,
        message: MESSAGES.classGroupDeleted(name, affectedLearners),
        affectedLearners,
      };
    },
  );

  app.put(
    CLASS_GROUPS_MOVE_USERS_PATH,
    {
      config: { staffRoles: STAFF_ROLES.adminAndSuper },
      schema: {
        tags: TAGS,
        summary: 'Move estudantes de uma turma para outra numa só transação (admin e super)',
        description:
          'Lista vazia → 400 com a mensagem da especificação; mesma turma → 400; turma desconhecida → 404; usuários fora da turma de origem → 400 (nada é movido).',
        body: putClassGroupsMoveUsersClassGroupBodySchema,
        response: {
          200: putClassGroupsMoveUsersClassGroupResponseSchema,
          ...GUARD_ERRORS,
          404: flashSchema,
        },
      },
    },
    async (request) => {
      const actor = requireStaff(request);
      const { moved, targetName } = await moveUsersBetweenClassGroups({
        db: app.db,
        actor,
        ...request.body,
      });
      return {
        type: 'success' as const,
        message: MESSAGES.usersMoved(moved, targetName),
        movedUsers: moved,
      };
    },
  );
};
