// GET /users-deleted?filter — staff (support, admin, super): the deletion records the account
// deletion job keeps (docs/product/admin.md "delete-register"): who was deleted, why and when.
import { z } from 'zod';
import { DEFAULT_LIST_FILTER } from '@escola/domain/constants';
import { adminListQueryShape, adminListResponseSchema } from './admin-list';

export const USERS_DELETED_PATH = '/users-deleted';

export const USERS_DELETED_SORT_FIELDS = ['deletedAt', 'name'] as const;
export const USERS_DELETED_DEFAULTS = {
  sort: 'deletedAt',
  order: 'desc',
  pageSize: DEFAULT_LIST_FILTER.pageSize,
} as const;

/** 'requested': the learner asked; 'staff': the school deleted it. */
export const DELETION_REASONS = ['requested', 'staff'] as const;

export const getUsersDeletedQuerySchema = z.strictObject(
  adminListQueryShape({ sortFields: USERS_DELETED_SORT_FIELDS, defaults: USERS_DELETED_DEFAULTS }),
);

export type GetUsersDeletedQuery = z.input<typeof getUsersDeletedQuerySchema>;

export const userDeletedItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  reason: z.enum(DELETION_REASONS),
  requestedAt: z.string().nullable(),
  deletedAt: z.string(),
});

export type UserDeletedItem = z.infer<typeof userDeletedItemSchema>;

export const getUsersDeletedResponseSchema = adminListResponseSchema(userDeletedItemSchema).meta({
  id: 'UsersDeletedList',
});

export type GetUsersDeletedResponse = z.infer<typeof getUsersDeletedResponseSchema>;
