// POST and DELETE /user/user-token (CSRF header added by the HTTP client).
import type { DeleteUserTokenResponse } from '@escola/contracts/delete-user-token';
import { USER_TOKEN_PATH, type PostUserTokenResponse } from '@escola/contracts/post-user-token';
import { http } from '../../../lib/http';

export const createUserToken = () => http.post<PostUserTokenResponse>(USER_TOKEN_PATH);

export const deleteUserToken = () => http.delete<DeleteUserTokenResponse>(USER_TOKEN_PATH);
