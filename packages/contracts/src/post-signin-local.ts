// POST /signin-local — e-mail and password sign-in (docs/product/accounts.md; no CSRF header).
import { z } from 'zod';
import { flashSchema } from './flash';

/** Upper bound on the password length: enough for any passphrase, cheap to hash. */
export const PASSWORD_MAXIMUM_LENGTH = 1024;

export const postSigninLocalBodySchema = z
  .object({
    email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
    password: z.string().min(1).max(PASSWORD_MAXIMUM_LENGTH),
  })
  .meta({ id: 'SigninLocalBody' });

export type PostSigninLocalBody = z.input<typeof postSigninLocalBodySchema>;

export const postSigninLocalResponseSchema = flashSchema;
export type PostSigninLocalResponse = z.infer<typeof postSigninLocalResponseSchema>;
