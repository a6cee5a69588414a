// DELETE /account/delete, GET /account/user-deleted and POST /account/revert-delete (CSRF header
// added by the HTTP client).
import {
  ACCOUNT_DELETE_PATH,
  ACCOUNT_DELETION_STATUS_PATH,
  ACCOUNT_REVERT_DELETE_PATH,
} from '@escola/contracts/account-deletion-paths';
import type { DeleteAccountDeleteResponse } from '@escola/contracts/delete-account-delete';
import type { AccountDeletionStatus } from '@escola/contracts/get-account-user-deleted';
import type { PostAccountRevertDeleteResponse } from '@escola/contracts/post-account-revert-delete';
import { http } from '../../../lib/http';

/** Followed by the user id, so one account never sees another's cached status. */
export const ACCOUNT_DELETION_STATUS_QUERY_KEY = ['account-deletion-status'] as const;

export const fetchAccountDeletionStatus = () =>
  http.get<AccountDeletionStatus>(ACCOUNT_DELETION_STATUS_PATH);

export const requestAccountDeletion = () =>
  http.delete<DeleteAccountDeleteResponse>(ACCOUNT_DELETE_PATH);

export const revertAccountDeletion = () =>
  http.post<PostAccountRevertDeleteResponse>(ACCOUNT_REVERT_DELETE_PATH);
