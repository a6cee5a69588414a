// GET /api/recurringEmails/get-emails?pageNumber&pageSize — staff's recurring e-mails (issue 20),
// newest first, 5 a page, each with its next run, last run's deliveries and change log.
import { z } from 'zod';
import { getManualEmailsGetEmailsQuerySchema } from './get-manual-emails-get-emails';
import { recurringEmailSchema } from './recurring-email-payload';

export const RECURRING_EMAILS_LIST_PATH = '/api/recurringEmails/get-emails';

/** The manual list's paging (pageNumber from 1, pageSize 5 by default, at most 50). */
export const getRecurringEmailsGetEmailsQuerySchema = getManualEmailsGetEmailsQuerySchema;

export type GetRecurringEmailsGetEmailsQuery = z.output<
  typeof getRecurringEmailsGetEmailsQuerySchema
>;

export const getRecurringEmailsGetEmailsResponseSchema = z
  .object({
    emails: z.array(recurringEmailSchema),
    total: z.number().int(),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'RecurringEmailList' });

export type GetRecurringEmailsGetEmailsResponse = z.infer<
  typeof getRecurringEmailsGetEmailsResponseSchema
>;
