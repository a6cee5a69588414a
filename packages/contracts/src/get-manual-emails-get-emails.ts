// GET /api/manualEmails/get-emails?pageNumber&pageSize — staff's manual e-mails (issue 20), by
// send date descending, 5 a page (docs/product/emails.md), each with its delivery counts.
import { z } from 'zod';
import {
  MANUAL_EMAILS_PAGE_SIZE,
  MANUAL_EMAILS_PAGE_SIZE_MAX,
} from '@escola/domain/email-campaigns';
import { manualEmailSchema } from './manual-email-payload';

export const MANUAL_EMAILS_LIST_PATH = '/api/manualEmails/get-emails';

export const getManualEmailsGetEmailsQuerySchema = z.strictObject({
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(MANUAL_EMAILS_PAGE_SIZE_MAX)
    .default(MANUAL_EMAILS_PAGE_SIZE),
});

export type GetManualEmailsGetEmailsQuery = z.output<typeof getManualEmailsGetEmailsQuerySchema>;

export const getManualEmailsGetEmailsResponseSchema = z
  .object({
    emails: z.array(manualEmailSchema),
    total: z.number().int(),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'ManualEmailList' });

export type GetManualEmailsGetEmailsResponse = z.infer<
  typeof getManualEmailsGetEmailsResponseSchema
>;
