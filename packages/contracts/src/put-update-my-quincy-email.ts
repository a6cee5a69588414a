// PUT /update-my-quincy-email — consent to the platform's e-mails (docs/product/accounts.md). The
// API records when consent was given or withdrawn (LGPD).
import { z } from 'zod';
import { flashSchema } from './flash';

export const UPDATE_MY_QUINCY_EMAIL_PATH = '/update-my-quincy-email';

export const putUpdateMyQuincyEmailBodySchema = z
  .strictObject({ sendQuincyEmail: z.boolean() })
  .meta({ id: 'UpdateMyQuincyEmailBody' });

export type PutUpdateMyQuincyEmailBody = z.infer<typeof putUpdateMyQuincyEmailBodySchema>;

export const putUpdateMyQuincyEmailResponseSchema = flashSchema;
export type PutUpdateMyQuincyEmailResponse = z.infer<typeof putUpdateMyQuincyEmailResponseSchema>;
