// PUT /change-password — a signed-in learner changes the password, proving the current one; the
// other sessions of the account end.
import { z } from 'zod';
import { flashSchema } from './flash';
import { newPasswordSchema } from './password-rules';
import { PASSWORD_MAXIMUM_LENGTH } from './post-signin-local';

export const putChangePasswordBodySchema = z
  .object({
    currentPassword: z.string().min(1).max(PASSWORD_MAXIMUM_LENGTH),
    newPassword: newPasswordSchema,
  })
  .meta({ id: 'ChangePasswordBody' });

export type PutChangePasswordBody = z.infer<typeof putChangePasswordBodySchema>;

export const putChangePasswordResponseSchema = flashSchema;
export type PutChangePasswordResponse = z.infer<typeof putChangePasswordResponseSchema>;
