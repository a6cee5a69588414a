// PUT /api/manualEmails/cancel-email/{id} — staff cancel a manual e-mail (issue 20;
// docs/product/emails.md: isActive false, status 'Cancelado'). A scheduled one is never sent; one
// on its way stops (what was sent stays sent). Already sent or cancelled → 409.
import { flashSchema } from './flash';
import { manualEmailSchema } from './manual-email-payload';

export { manualEmailIdParamsSchema as putManualEmailsCancelEmailParamsSchema } from './manual-email-payload';

export const MANUAL_EMAILS_CANCEL_PATH = '/api/manualEmails/cancel-email/:id';
export const manualEmailCancelPath = (id: string) =>
  `/api/manualEmails/cancel-email/${encodeURIComponent(id)}`;

export const putManualEmailsCancelEmailResponseSchema = flashSchema
  .extend({ email: manualEmailSchema })
  .meta({ id: 'ManualEmailCancelResponse' });
