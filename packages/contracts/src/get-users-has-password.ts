// GET /api/users/has-password?cpf= — whether the account with this CPF has a password
// (docs/product/national-programme.md: "returns hasPassword object"; docs/product/README.md: the
// failure shape). An unknown CPF answers
// false, so the call does not reveal whether a CPF is registered.
import { z } from 'zod';

export const USERS_HAS_PASSWORD_PATH = '/api/users/has-password';

/** Long enough for a masked CPF (000.000.000-00); the check digits are checked by the API. */
export const CPF_MAXIMUM_LENGTH = 14;

// No meta id: @fastify/swagger cannot resolve a $ref in a querystring.
export const getUsersHasPasswordQuerySchema = z.strictObject({
  cpf: z.string().min(1).max(CPF_MAXIMUM_LENGTH).describe('11 dígitos, com ou sem máscara'),
});

export type GetUsersHasPasswordQuery = z.input<typeof getUsersHasPasswordQuerySchema>;

export const getUsersHasPasswordResponseSchema = z
  .object({
    hasPassword: z.object({
      success: z.literal(true),
      status: z.literal(200),
      hasPassword: z.boolean(),
    }),
  })
  .meta({ id: 'UsersHasPasswordResponse' });

export const getUsersHasPasswordFailureSchema = z
  .object({
    hasPassword: z.object({
      success: z.literal(false),
      status: z.literal(500),
      message: z.string().describe('Erro ao verificar senha'),
    }),
  })
  .meta({ id: 'UsersHasPasswordFailure' });

export type GetUsersHasPasswordResponse = z.infer<typeof getUsersHasPasswordResponseSchema>;
export type GetUsersHasPasswordFailure = z.infer<typeof getUsersHasPasswordFailureSchema>;
