// PUT /recovery-password — sets a new password with the token of the recovery link and ends every
// session of the account (docs/product/accounts.md; no CSRF header).
import { z } from 'zod';
import { flashSchema } from './flash';
import { newPasswordSchema } from './password-rules';
import { oneTimeTokenSchema } from './post-confirm-verification-email';

/** Where the learner signs in with the new password. */
export const AFTER_RECOVERY_PASSWORD_PATH = '/sign-in';

export const putRecoveryPasswordBodySchema = z
  .object({ token: oneTimeTokenSchema, password: newPasswordSchema })
  .meta({ id: 'RecoveryPasswordBody' });

export type PutRecoveryPasswordBody = z.infer<typeof putRecoveryPasswordBodySchema>;

export const putRecoveryPasswordResponseSchema = flashSchema;
export type PutRecoveryPasswordResponse = z.infer<typeof putRecoveryPasswordResponseSchema>;
