// POST /signin-local (no CSRF header needed; the client sends it only when the cookie exists).
import type {
  PostSigninLocalBody,
  PostSigninLocalResponse,
} from '@escola/contracts/post-signin-local';
import { http } from '../../../lib/http';

export const SIGN_IN_PATH = '/signin-local';

export const signIn = (body: PostSigninLocalBody): Promise<PostSigninLocalResponse> =>
  http.post<PostSigninLocalResponse>(SIGN_IN_PATH, body);
