// GET /admin/waiting-to-confirm-list — staff (support, admin, super): one page of the national programme's
// 'waiting-to-confirm' list (@escola/domain/national-lists), with search and the group filter.
import { nationalListQuerySchema, nationalListResponseSchema } from './national-list';

export const ADMIN_WAITING_TO_CONFIRM_LIST_PATH = '/admin/waiting-to-confirm-list';
export const ADMIN_WAITING_TO_CONFIRM_LIST = 'waiting-to-confirm' as const;

// No meta id: @fastify/swagger cannot resolve a $ref in a querystring.
export const getAdminWaitingToConfirmListQuerySchema = nationalListQuerySchema;
export const getAdminWaitingToConfirmListResponseSchema = nationalListResponseSchema;
