// PUT /api/recurringEmails/toggle-active/{id}?isActive=true|false — staff switch a recurring
// e-mail on (its next run computed from now) or off (no more runs; one on its way goes on), with
// a change-log entry (issue 20). Asking for the state it is already in → 409.
import { z } from 'zod';
import { RECURRING_EMAIL_FIELD_MESSAGES } from './recurring-email-payload';

export { recurringEmailChangeResponseSchema as putRecurringEmailsToggleActiveResponseSchema } from './post-recurring-emails-new-email';
export { recurringEmailIdParamsSchema as putRecurringEmailsToggleActiveParamsSchema } from './recurring-email-payload';

export const RECURRING_EMAILS_TOGGLE_PATH = '/api/recurringEmails/toggle-active/:id';
export const recurringEmailTogglePath = (id: string, isActive: boolean) =>
  `/api/recurringEmails/toggle-active/${encodeURIComponent(id)}?isActive=${isActive}`;

export const putRecurringEmailsToggleActiveQuerySchema = z.strictObject({
  isActive: z
    .enum(['true', 'false'], { message: RECURRING_EMAIL_FIELD_MESSAGES.isActive })
    .transform((value) => value === 'true'),
});
