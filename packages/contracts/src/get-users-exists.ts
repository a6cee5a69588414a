// GET /api/users/exists?username= — whether a username is taken (the settings page's availability
// check, debounced by USERNAME_VALIDATION_DEBOUNCE_MS). Usernames are public, so this reveals nothing
// the public profiles do not.
import { z } from 'zod';
import { usernameSchema } from './username';

export const USERS_EXISTS_PATH = '/api/users/exists';

// No meta id: @fastify/swagger cannot resolve a $ref in a querystring.
export const getUsersExistsQuerySchema = z.strictObject({ username: usernameSchema });

export type GetUsersExistsQuery = z.input<typeof getUsersExistsQuerySchema>;

export const getUsersExistsResponseSchema = z
  .object({ exists: z.boolean() })
  .meta({ id: 'UsersExistsResponse' });

export type GetUsersExistsResponse = z.infer<typeof getUsersExistsResponseSchema>;
