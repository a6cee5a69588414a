// POST /account/revert-delete — cancels the signed-in learner's deletion request. Without a
// request to cancel: 400.
import type { z } from 'zod';
import { flashSchema } from './flash';

export { ACCOUNT_REVERT_DELETE_PATH } from './account-deletion-paths';

export const postAccountRevertDeleteResponseSchema = flashSchema;
export type PostAccountRevertDeleteResponse = z.infer<typeof postAccountRevertDeleteResponseSchema>;
