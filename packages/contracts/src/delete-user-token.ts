// DELETE /user/user-token — deletes the signed-in learner's user token. Success is the spec's
// `token-deleted` flash with a redirect to /learn; without a token, the `delete-token-err` flash (404).
import type { z } from 'zod';
import { flashSchema } from './flash';

/** docs/product/accounts.md: /learn after delete-token. */
export const AFTER_DELETE_USER_TOKEN_PATH = '/learn';

export const deleteUserTokenResponseSchema = flashSchema;
export type DeleteUserTokenResponse = z.infer<typeof deleteUserTokenResponseSchema>;
