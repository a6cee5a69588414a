// GET /user/get-emails?search= — staff (support, admin, super): up to 20 users (name and e-mail)
// whose name, username or e-mail contains the term, for the e-mail drawer. A term under 3
// characters answers an empty list (docs/product/admin.md: the client shows an empty list on error
// too).
import { z } from 'zod';
import { ADMIN_LIST_SEARCH_MAX_LENGTH } from './admin-list';

export const USER_GET_EMAILS_PATH = '/user/get-emails';
export const USER_EMAILS_MIN_SEARCH_LENGTH = 3;
export const USER_EMAILS_LIMIT = 20;

// No meta id: @fastify/swagger cannot resolve a $ref in a querystring.
export const getUserGetEmailsQuerySchema = z.strictObject({
  search: z.string().trim().max(ADMIN_LIST_SEARCH_MAX_LENGTH).default(''),
});

export type GetUserGetEmailsQuery = z.input<typeof getUserGetEmailsQuerySchema>;

export const getUserGetEmailsResponseSchema = z
  .object({ emails: z.array(z.object({ name: z.string(), email: z.string() })) })
  .meta({ id: 'UserEmailsResponse' });

export type GetUserGetEmailsResponse = z.infer<typeof getUserGetEmailsResponseSchema>;
