// POST /check-password — a signed-in user proves the account's password (docs/product/accounts.md).
// The e-mail change and the password creation flows of the settings need it to succeed; a success
// also lets PUT /update-my-email run for the next few minutes (decision 012).
import { z } from 'zod';
import { flashSchema } from './flash';
import { PASSWORD_MAXIMUM_LENGTH } from './post-signin-local';

export const CHECK_PASSWORD_PATH = '/check-password';

export const postCheckPasswordBodySchema = z
  .strictObject({ password: z.string().min(1).max(PASSWORD_MAXIMUM_LENGTH) })
  .meta({ id: 'CheckPasswordBody' });

export type PostCheckPasswordBody = z.infer<typeof postCheckPasswordBodySchema>;

export const postCheckPasswordResponseSchema = flashSchema;
export type PostCheckPasswordResponse = z.infer<typeof postCheckPasswordResponseSchema>;
