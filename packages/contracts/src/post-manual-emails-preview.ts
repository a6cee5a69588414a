// POST /api/manualEmails/preview and /api/manualEmails/send-test {data: {subject, body}} — beyond
// the spec's list of calls (issue 20: "a live preview of the rendered e-mail (HTML plus a
// plain-text part), and a 'send me a test' button"): the e-mail as the server renders it for the
// staff member asking, and the same e-mail sent to their own address. Recurring e-mails use them
// too (same subject, body and variables).
import { z } from 'zod';
import { manualEmailDataSchema } from './manual-email-payload';

export const MANUAL_EMAILS_PREVIEW_PATH = '/api/manualEmails/preview';
export const MANUAL_EMAILS_SEND_TEST_PATH = '/api/manualEmails/send-test';

/** Subject prefix of a test e-mail, so nobody takes it for the campaign itself. */
export const TEST_EMAIL_SUBJECT_PREFIX = '[Teste] ';

export const emailDraftBodySchema = z
  .strictObject({ data: manualEmailDataSchema.pick({ subject: true, body: true }) })
  .meta({ id: 'EmailDraft' });

export type EmailDraftBody = z.input<typeof emailDraftBodySchema>;

export const emailPreviewResponseSchema = z
  .object({ subject: z.string(), html: z.string(), text: z.string() })
  .meta({ id: 'EmailPreview' });

export type EmailPreviewResponse = z.infer<typeof emailPreviewResponseSchema>;
