// PUT /api/recurringEmails/edit-email/{id} {data} — staff edit a recurring e-mail (issue 20): the
// rules of new-email; a change of schedule moves the next run; an edit that changes nothing
// writes nothing (no change-log entry).
export { recurringEmailChangeResponseSchema as putRecurringEmailsEditEmailResponseSchema } from './post-recurring-emails-new-email';
export {
  recurringEmailIdParamsSchema as putRecurringEmailsEditEmailParamsSchema,
  recurringEmailPayloadSchema as putRecurringEmailsEditEmailBodySchema,
} from './recurring-email-payload';

export const RECURRING_EMAILS_EDIT_PATH = '/api/recurringEmails/edit-email/:id';
export const recurringEmailEditPath = (id: string) =>
  `/api/recurringEmails/edit-email/${encodeURIComponent(id)}`;
