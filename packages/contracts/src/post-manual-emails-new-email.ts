// POST /api/manualEmails/new-email {data, sendDate} — staff schedule a manual e-mail (issue 20):
// a send date in the past → 400; a class group that does not exist → 404. Answers the e-mail and
// how many learners it would reach now (the recipients are written when the send date comes).
import { z } from 'zod';
import { flashSchema } from './flash';
import { manualEmailPayloadSchema, manualEmailSchema } from './manual-email-payload';

export const MANUAL_EMAILS_NEW_PATH = '/api/manualEmails/new-email';

export const postManualEmailsNewEmailBodySchema = manualEmailPayloadSchema;

export const manualEmailChangeResponseSchema = flashSchema
  .extend({ email: manualEmailSchema, recipientCount: z.number().int() })
  .meta({ id: 'ManualEmailChangeResponse' });

export type ManualEmailChangeResponse = z.infer<typeof manualEmailChangeResponseSchema>;
