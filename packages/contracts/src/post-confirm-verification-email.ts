// POST /confirm-verification-email — marks the e-mail verified with the one-time token of the
// verification e-mail (the link /verification-email?token=…).
import { z } from 'zod';
import { flashSchema } from './flash';

/** The token in the e-mail: 32 random bytes in base64url. */
export const ONE_TIME_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const oneTimeTokenSchema = z.string().regex(ONE_TIME_TOKEN_PATTERN);

export const postConfirmVerificationEmailBodySchema = z
  .object({ token: oneTimeTokenSchema })
  .meta({ id: 'ConfirmVerificationEmailBody' });

export type PostConfirmVerificationEmailBody = z.infer<
  typeof postConfirmVerificationEmailBodySchema
>;

export const postConfirmVerificationEmailResponseSchema = flashSchema;
export type PostConfirmVerificationEmailResponse = z.infer<
  typeof postConfirmVerificationEmailResponseSchema
>;
