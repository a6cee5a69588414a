// POST /api/manualEmails/count-recipients {audience} — beyond the spec's list of calls (issue 20:
// "the count of recipients shown before scheduling"): how many learners an audience reaches now.
import { z } from 'zod';
import { messageAudienceSchema } from './message-payload';

export const MANUAL_EMAILS_COUNT_RECIPIENTS_PATH = '/api/manualEmails/count-recipients';

export const postManualEmailsCountRecipientsBodySchema = z.strictObject({
  audience: messageAudienceSchema,
});

export type PostManualEmailsCountRecipientsBody = z.input<
  typeof postManualEmailsCountRecipientsBodySchema
>;

export const postManualEmailsCountRecipientsResponseSchema = z
  .object({ recipientCount: z.number().int() })
  .meta({ id: 'ManualEmailRecipientCount' });
