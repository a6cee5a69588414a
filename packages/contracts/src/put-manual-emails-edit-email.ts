// PUT /api/manualEmails/edit-email/{id} {data, sendDate} — staff edit a manual e-mail while it is
// scheduled (issue 20): on its way, sent or cancelled → 409; the rules of new-email otherwise.
export { manualEmailChangeResponseSchema as putManualEmailsEditEmailResponseSchema } from './post-manual-emails-new-email';
export {
  manualEmailIdParamsSchema as putManualEmailsEditEmailParamsSchema,
  manualEmailPayloadSchema as putManualEmailsEditEmailBodySchema,
} from './manual-email-payload';

export const MANUAL_EMAILS_EDIT_PATH = '/api/manualEmails/edit-email/:id';
export const manualEmailEditPath = (id: string) =>
  `/api/manualEmails/edit-email/${encodeURIComponent(id)}`;
