// POST /api/automaticEmails/preview/{id} and /api/automaticEmails/send-test/{id} {data: {subject,
// body}} — beyond the spec's calls (issue 20, decision 046): an automatic e-mail being rewritten,
// as the account flow would send it (example values in its variables, no unsubscribe part), and
// the same e-mail mailed to the staff member's own address. The rules of edit-email (400).
export { emailPreviewResponseSchema as postAutomaticEmailsPreviewResponseSchema } from './post-manual-emails-preview';
export { automaticEmailIdParamsSchema as postAutomaticEmailsPreviewParamsSchema } from './automatic-email-payload';
export { putAutomaticEmailsEditEmailBodySchema as postAutomaticEmailsPreviewBodySchema } from './put-automatic-emails-edit-email';

export const AUTOMATIC_EMAILS_PREVIEW_PATH = '/api/automaticEmails/preview/:id';
export const AUTOMATIC_EMAILS_SEND_TEST_PATH = '/api/automaticEmails/send-test/:id';
export const automaticEmailPreviewPath = (id: string) =>
  `/api/automaticEmails/preview/${encodeURIComponent(id)}`;
export const automaticEmailSendTestPath = (id: string) =>
  `/api/automaticEmails/send-test/${encodeURIComponent(id)}`;
