// POST /signup-local (no CSRF header needed, as the spec says).
import type {
  PostSignupLocalBody,
  PostSignupLocalResponse,
} from '@escola/contracts/post-signup-local';
import { http } from '../../../lib/http';

export const SIGN_UP_PATH = '/signup-local';

export const signUp = (body: PostSignupLocalBody): Promise<PostSignupLocalResponse> =>
  http.post<PostSignupLocalResponse>(SIGN_UP_PATH, body);
