// PUT /update-my-email — the signed-in user's new e-mail address (docs/product/accounts.md). It
// changes at once, unverified; a confirmation link goes to the new address and a notice to the old
// one. Needs a successful POST /check-password just before (decision 012).
import { z } from 'zod';
import { flashSchema } from './flash';
import { postSigninLocalBodySchema } from './post-signin-local';

export const UPDATE_MY_EMAIL_PATH = '/update-my-email';

export const putUpdateMyEmailBodySchema = z
  .strictObject({ email: postSigninLocalBodySchema.shape.email })
  .meta({ id: 'UpdateMyEmailBody' });

export type PutUpdateMyEmailBody = z.input<typeof putUpdateMyEmailBodySchema>;

export const putUpdateMyEmailResponseSchema = flashSchema;
export type PutUpdateMyEmailResponse = z.infer<typeof putUpdateMyEmailResponseSchema>;
