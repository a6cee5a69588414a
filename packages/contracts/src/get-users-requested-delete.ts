// GET /users-requested-delete?filter — staff (support, admin, super): the accounts whose owners
// asked for their deletion and are still within the grace period (docs/product/admin.md; decision
// 011), with the days left before the daily job deletes them.
import { z } from 'zod';
import { DEFAULT_LIST_FILTER } from '@escola/domain/constants';
import { adminListQueryShape, adminListResponseSchema } from './admin-list';

export const USERS_REQUESTED_DELETE_PATH = '/users-requested-delete';

export const USERS_REQUESTED_DELETE_SORT_FIELDS = ['requestedAt', 'name'] as const;
export const USERS_REQUESTED_DELETE_DEFAULTS = {
  sort: 'requestedAt',
  order: 'desc',
  pageSize: DEFAULT_LIST_FILTER.pageSize,
} as const;

export const getUsersRequestedDeleteQuerySchema = z.strictObject(
  adminListQueryShape({
    sortFields: USERS_REQUESTED_DELETE_SORT_FIELDS,
    defaults: USERS_REQUESTED_DELETE_DEFAULTS,
  }),
);

export type GetUsersRequestedDeleteQuery = z.input<typeof getUsersRequestedDeleteQuerySchema>;

export const userRequestedDeleteItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  requestedAt: z.string(),
  /** When the daily job may delete the account. */
  deletionDueAt: z.string(),
  /** Whole days left, rounded up, never negative (getDaysToDelete). */
  daysToDelete: z.number().int().min(0),
});

export type UserRequestedDeleteItem = z.infer<typeof userRequestedDeleteItemSchema>;

export const getUsersRequestedDeleteResponseSchema = adminListResponseSchema(
  userRequestedDeleteItemSchema,
).meta({ id: 'UsersRequestedDeleteList' });

export type GetUsersRequestedDeleteResponse = z.infer<typeof getUsersRequestedDeleteResponseSchema>;
