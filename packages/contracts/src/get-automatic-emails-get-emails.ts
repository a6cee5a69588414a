// GET /api/automaticEmails/get-emails — every automatic e-mail (issue 20), for all staff roles.
import { z } from 'zod';
import { automaticEmailSchema } from './automatic-email-payload';

export const AUTOMATIC_EMAILS_LIST_PATH = '/api/automaticEmails/get-emails';

export const getAutomaticEmailsGetEmailsResponseSchema = z
  .object({ emails: z.array(automaticEmailSchema) })
  .meta({ id: 'AutomaticEmailList' });

export type GetAutomaticEmailsGetEmailsResponse = z.infer<
  typeof getAutomaticEmailsGetEmailsResponseSchema
>;
