// POST and DELETE /user/user-token (CSRF header added by the HTTP client): the settings page's
// token section and the challenge page's assistant (which needs the token) both create it here.
import type { DeleteUserTokenResponse } from '@escola/contracts/delete-user-token';
import type { PostUserTokenResponse } from '@escola/contracts/post-user-token';
import { USER_TOKEN_PATH } from '@escola/contracts/user-token-path';
import { http } from './http';

export const createUserToken = () => http.post<PostUserTokenResponse>(USER_TOKEN_PATH);

export const deleteUserToken = () => http.delete<DeleteUserTokenResponse>(USER_TOKEN_PATH);
