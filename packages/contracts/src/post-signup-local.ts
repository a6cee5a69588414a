// POST /signup-local — creates a local account, signs in and sends the verification e-mail
// (docs/product/accounts.md; no CSRF header).
import { z } from 'zod';
import { NAME_MAXIMUM_LENGTH } from '@escola/domain/validation';
import { flashSchema } from './flash';
import { newPasswordSchema } from './password-rules';
import { postSigninLocalBodySchema } from './post-signin-local';

/** Where the learner goes after sign-up: the privacy-terms acceptance. */
export const AFTER_SIGN_UP_PATH = '/email-sign-up';

export const postSignupLocalBodySchema = z
  .object({
    name: z.string().trim().min(1).max(NAME_MAXIMUM_LENGTH),
    email: postSigninLocalBodySchema.shape.email,
    password: newPasswordSchema,
  })
  .meta({ id: 'SignupLocalBody' });

export type PostSignupLocalBody = z.input<typeof postSignupLocalBodySchema>;

export const postSignupLocalResponseSchema = flashSchema;
export type PostSignupLocalResponse = z.infer<typeof postSignupLocalResponseSchema>;
