// DELETE /account/delete — the signed-in learner asks for the account's deletion (decision 011):
// it happens after the grace period (30 days) unless reverted; the other sessions end and an
// e-mail confirms the request. Answers the spec's `account-deleted` flash; the page stays on
// /settings, which then shows the countdown and the "Cancelar exclusão" button.
import type { z } from 'zod';
import { flashSchema } from './flash';

export { ACCOUNT_DELETE_PATH } from './account-deletion-paths';

export const deleteAccountDeleteResponseSchema = flashSchema;
export type DeleteAccountDeleteResponse = z.infer<typeof deleteAccountDeleteResponseSchema>;
