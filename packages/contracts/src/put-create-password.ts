// PUT /create-password — an account without a password (Google sign-in only) creates one; the
// other sessions of the account end (docs/product/accounts.md; decision 012).
import { z } from 'zod';
import { flashSchema } from './flash';
import { newPasswordSchema } from './password-rules';

export const CREATE_PASSWORD_PATH = '/create-password';

export const putCreatePasswordBodySchema = z
  .strictObject({ password: newPasswordSchema })
  .meta({ id: 'CreatePasswordBody' });

export type PutCreatePasswordBody = z.infer<typeof putCreatePasswordBodySchema>;

export const putCreatePasswordResponseSchema = flashSchema;
export type PutCreatePasswordResponse = z.infer<typeof putCreatePasswordResponseSchema>;
