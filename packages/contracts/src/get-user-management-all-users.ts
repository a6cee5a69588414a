// GET /user-management/all-users?filter — staff (support, admin, super): the users of the school,
// searchable (name, username or e-mail contains the term; a CPF matches exactly), filtered by
// access, type, group and class group, sorted by name, e-mail, username or join date, paged by
// keyset (admin-list.ts). Defaults: the staff user list of docs/product/admin.md (50 by name,
// ascending).
import { z } from 'zod';
import { STAFF_USER_LIST_FILTER } from '@escola/domain/constants';
import { ACCESS_LEVELS, USER_TYPES } from '@escola/domain/users';
import { adminListQueryShape, adminListResponseSchema } from './admin-list';

export const USER_MANAGEMENT_ALL_USERS_PATH = '/user-management/all-users';

export const USER_LIST_SORT_FIELDS = ['name', 'email', 'username', 'joinDate'] as const;
export type UserListSortField = (typeof USER_LIST_SORT_FIELDS)[number];

/** The list's own filters (besides search, sort, order and page), as query-string keys. */
export const USER_LIST_FILTER_KEYS = ['access', 'type', 'group', 'classGroupId'] as const;
export type UserListFilterKey = (typeof USER_LIST_FILTER_KEYS)[number];

export const USER_GROUP_MAX_LENGTH = 100;

export const MODULE_STATUSES = ['active', 'expired'] as const;
export type ModuleStatus = (typeof MODULE_STATUSES)[number];

// No meta id: @fastify/swagger cannot resolve a $ref in a querystring.
export const getUserManagementAllUsersQuerySchema = z.strictObject({
  ...adminListQueryShape({
    sortFields: USER_LIST_SORT_FIELDS,
    defaults: {
      sort: STAFF_USER_LIST_FILTER.sort,
      order: STAFF_USER_LIST_FILTER.order,
      pageSize: STAFF_USER_LIST_FILTER.pageSize,
    },
  }),
  access: z.enum(ACCESS_LEVELS).optional(),
  type: z.enum(USER_TYPES).optional(),
  group: z.string().trim().min(1).max(USER_GROUP_MAX_LENGTH).optional(),
  classGroupId: z.uuid().optional(),
});

export type GetUserManagementAllUsersQuery = z.input<typeof getUserManagementAllUsersQuerySchema>;

export const userListModuleSchema = z.object({
  superBlock: z.string(),
  status: z.enum(MODULE_STATUSES),
  /** ISO date-time; null when the module does not expire. */
  expiresAt: z.string().nullable(),
});

export const userListItemSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    username: z.string(),
    email: z.string(),
    type: z.enum(USER_TYPES),
    access: z.enum(ACCESS_LEVELS),
    source: z.string(),
    group: z.string(),
    classGroup: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    /** ISO date-time. */
    joinDate: z.string(),
    isBlockedByInactivity: z.boolean(),
    deleteRequested: z.boolean(),
    modules: z.array(userListModuleSchema),
  })
  .meta({ id: 'UserListItem' });

export type UserListItem = z.infer<typeof userListItemSchema>;

export const getUserManagementAllUsersResponseSchema = adminListResponseSchema(
  userListItemSchema,
).meta({ id: 'UserListPage' });

export type GetUserManagementAllUsersResponse = z.infer<
  typeof getUserManagementAllUsersResponseSchema
>;
