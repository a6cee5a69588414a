// POST /forgot-password — e-mails a password recovery link when the address has an account; the
// answer is the same either way (docs/product/accounts.md; no CSRF header).
import { z } from 'zod';
import { flashSchema } from './flash';
import { postSigninLocalBodySchema } from './post-signin-local';

/** The page that tells the learner to look in the inbox. */
export const AFTER_FORGOT_PASSWORD_PATH = '/sent-email-to-recovery';

export const postForgotPasswordBodySchema = z
  .object({ email: postSigninLocalBodySchema.shape.email })
  .meta({ id: 'ForgotPasswordBody' });

export type PostForgotPasswordBody = z.input<typeof postForgotPasswordBodySchema>;

export const postForgotPasswordResponseSchema = flashSchema;
export type PostForgotPasswordResponse = z.infer<typeof postForgotPasswordResponseSchema>;
