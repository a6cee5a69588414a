// POST /api/users/unlock-user-account (CSRF header added by the HTTP client).
import {
  UNLOCK_USER_ACCOUNT_PATH,
  type PostUsersUnlockUserAccountBody,
  type PostUsersUnlockUserAccountResponse,
} from '@escola/contracts/post-users-unlock-user-account';
import { http } from '../../../lib/http';

export const unlockAccount = (
  body: PostUsersUnlockUserAccountBody,
): Promise<PostUsersUnlockUserAccountResponse> =>
  http.post<PostUsersUnlockUserAccountResponse>(UNLOCK_USER_ACCOUNT_PATH, body);
