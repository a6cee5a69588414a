// GET /api/users/status-by-email?email= — staff only: the status of the account with this e-mail
// (docs/product/admin.md: read at result.result.status).
import { z } from 'zod';
import { ACCOUNT_STATUSES } from '@escola/domain/inactivity';
import { postSigninLocalBodySchema } from './post-signin-local';

export const USERS_STATUS_BY_EMAIL_PATH = '/api/users/status-by-email';

// No meta id: @fastify/swagger cannot resolve a $ref in a querystring.
export const getUsersStatusByEmailQuerySchema = z.strictObject({
  email: postSigninLocalBodySchema.shape.email,
});

export type GetUsersStatusByEmailQuery = z.input<typeof getUsersStatusByEmailQuerySchema>;

export const getUsersStatusByEmailResponseSchema = z
  .object({ result: z.object({ result: z.object({ status: z.enum(ACCOUNT_STATUSES) }) }) })
  .meta({ id: 'UsersStatusByEmailResponse' });

export type GetUsersStatusByEmailResponse = z.infer<typeof getUsersStatusByEmailResponseSchema>;
