// POST /resend-verification-email — sends a new confirmation link to the signed-in user's
// address while it is not verified (no body; at most 3 per hour per user).
import { z } from 'zod';
import { flashSchema } from './flash';

export const RESEND_VERIFICATION_EMAIL_PATH = '/resend-verification-email';

export const postResendVerificationEmailResponseSchema = flashSchema;
export type PostResendVerificationEmailResponse = z.infer<
  typeof postResendVerificationEmailResponseSchema
>;
