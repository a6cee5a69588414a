// PUT and POST /user-management/edit-user — staff (support, admin, super) change a user's type,
// access (blocked blocks; any other level unblocks), source, group, class group and modules (the
// set is replaced). Fields left out stay as they are. Only super changes a type or edits an admin
// or super; nobody changes their own type or access. The answer is the user's updated list item;
// the client shows any failure as EDIT_USER_ERROR_MESSAGE ("Erro ao editar usuário.").
import { z } from 'zod';
import { SUPER_BLOCKS } from '@escola/domain/super-blocks';
import { ACCESS_LEVELS, USER_TYPES } from '@escola/domain/users';
import {
  MODULE_STATUSES,
  USER_GROUP_MAX_LENGTH,
  userListItemSchema,
} from './get-user-management-all-users';

export const USER_MANAGEMENT_EDIT_USER_PATH = '/user-management/edit-user';

export const USER_SOURCE_MAX_LENGTH = 100;

export const editUserModuleSchema = z.strictObject({
  superBlock: z.enum(SUPER_BLOCKS),
  /** The last day of the module (yyyy-MM-dd, school time zone), or an ISO date-time; null: no end. */
  expiresAt: z.union([z.iso.date(), z.iso.datetime({ offset: true })]).nullable(),
  status: z.enum(MODULE_STATUSES),
});

export type EditUserModule = z.infer<typeof editUserModuleSchema>;

export const putUserManagementEditUserBodySchema = z
  .strictObject({
    userId: z.uuid(),
    type: z.enum(USER_TYPES).optional(),
    access: z.enum(ACCESS_LEVELS).optional(),
    source: z.string().trim().max(USER_SOURCE_MAX_LENGTH).optional(),
    group: z.string().trim().max(USER_GROUP_MAX_LENGTH).optional(),
    /** null removes the user from their class group. */
    classGroupId: z.uuid().nullable().optional(),
    modules: z
      .array(editUserModuleSchema)
      .max(SUPER_BLOCKS.length)
      .refine(
        (modules) => new Set(modules.map((module) => module.superBlock)).size === modules.length,
        { message: 'Cada trilha pode aparecer uma vez só nos módulos.' },
      )
      .optional(),
  })
  .meta({ id: 'EditUserBody' });

export type PutUserManagementEditUserBody = z.input<typeof putUserManagementEditUserBodySchema>;

export const putUserManagementEditUserResponseSchema = userListItemSchema;
export type PutUserManagementEditUserResponse = z.infer<
  typeof putUserManagementEditUserResponseSchema
>;
