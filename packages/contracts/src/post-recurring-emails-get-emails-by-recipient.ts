// POST /api/recurringEmails/get-emails-by-recipient {email} — the active recurring e-mails this
// person would receive today (issue 20): their audience includes them and they are a campaign
// recipient (consent, verified address, usable account). No account with the e-mail → 404.
import { z } from 'zod';
import { recurringEmailSchema } from './recurring-email-payload';

export const RECURRING_EMAILS_BY_RECIPIENT_PATH = '/api/recurringEmails/get-emails-by-recipient';

export const RECURRING_EMAILS_BY_RECIPIENT_MESSAGES = {
  email: 'Informe um e-mail válido para ver o que a pessoa recebe.',
} as const;

export const postRecurringEmailsGetEmailsByRecipientBodySchema = z.strictObject({
  email: z
    .string({ message: RECURRING_EMAILS_BY_RECIPIENT_MESSAGES.email })
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: RECURRING_EMAILS_BY_RECIPIENT_MESSAGES.email })),
});

export type PostRecurringEmailsGetEmailsByRecipientBody = z.input<
  typeof postRecurringEmailsGetEmailsByRecipientBodySchema
>;

export const postRecurringEmailsGetEmailsByRecipientResponseSchema = z
  .object({
    recipient: z.object({ id: z.string(), name: z.string(), email: z.string() }),
    /** Whether the person receives campaigns at all (consent, verified, usable account). */
    isCampaignRecipient: z.boolean(),
    emails: z.array(recurringEmailSchema),
  })
  .meta({ id: 'RecurringEmailsByRecipient' });

export type PostRecurringEmailsGetEmailsByRecipientResponse = z.infer<
  typeof postRecurringEmailsGetEmailsByRecipientResponseSchema
>;
