// GET /admin/confirmed-list — staff (support, admin, super): one page of the national programme's
// 'confirmed' list (@escola/domain/national-lists), with search and the group filter.
import { nationalListQuerySchema, nationalListResponseSchema } from './national-list';

export const ADMIN_CONFIRMED_LIST_PATH = '/admin/confirmed-list';
export const ADMIN_CONFIRMED_LIST = 'confirmed' as const;

// No meta id: @fastify/swagger cannot resolve a $ref in a querystring.
export const getAdminConfirmedListQuerySchema = nationalListQuerySchema;
export const getAdminConfirmedListResponseSchema = nationalListResponseSchema;
