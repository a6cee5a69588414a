// GET /admin/waiting-list — staff (support, admin, super): one page of the national programme's
// 'waiting' list (@escola/domain/national-lists), with search and the group filter.
import { nationalListQuerySchema, nationalListResponseSchema } from './national-list';

export const ADMIN_WAITING_LIST_PATH = '/admin/waiting-list';
export const ADMIN_WAITING_LIST = 'waiting' as const;

// No meta id: @fastify/swagger cannot resolve a $ref in a querystring.
export const getAdminWaitingListQuerySchema = nationalListQuerySchema;
export const getAdminWaitingListResponseSchema = nationalListResponseSchema;
