// POST /api/recurringEmails/new-email {data: {subject, body, audience, schedule}} — staff create a
// recurring e-mail (issue 20), active, its first run at the schedule's next occurrence; the
// manual e-mails' rules for the text and audience; an invalid weekday or time → 400.
import { z } from 'zod';
import { flashSchema } from './flash';
import { recurringEmailPayloadSchema, recurringEmailSchema } from './recurring-email-payload';

export const RECURRING_EMAILS_NEW_PATH = '/api/recurringEmails/new-email';

export const postRecurringEmailsNewEmailBodySchema = recurringEmailPayloadSchema;

export const recurringEmailChangeResponseSchema = flashSchema
  .extend({ email: recurringEmailSchema })
  .meta({ id: 'RecurringEmailChangeResponse' });

export type RecurringEmailChangeResponse = z.infer<typeof recurringEmailChangeResponseSchema>;
