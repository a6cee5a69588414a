// GET /admin/reproved-and-dropout-list — staff (support, admin, super): one page of the national programme's
// 'reproved-and-dropout' list (@escola/domain/national-lists), with search and the group filter.
import {
  reprovedAndDropoutListQuerySchema,
  reprovedAndDropoutListResponseSchema,
} from './national-list';

export const ADMIN_REPROVED_AND_DROPOUT_LIST_PATH = '/admin/reproved-and-dropout-list';
export const ADMIN_REPROVED_AND_DROPOUT_LIST = 'reproved-and-dropout' as const;

// No meta id: @fastify/swagger cannot resolve a $ref in a querystring.
export const getAdminReprovedAndDropoutListQuerySchema = reprovedAndDropoutListQuerySchema;
export const getAdminReprovedAndDropoutListResponseSchema = reprovedAndDropoutListResponseSchema;
