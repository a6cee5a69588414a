// POST /forgot-password (no CSRF header needed, as the spec says).
import type {
  PostForgotPasswordBody,
  PostForgotPasswordResponse,
} from '@escola/contracts/post-forgot-password';
import { http } from '../../../lib/http';

export const FORGOT_PASSWORD_PATH = '/forgot-password';

export const forgotPassword = (body: PostForgotPasswordBody): Promise<PostForgotPasswordResponse> =>
  http.post<PostForgotPasswordResponse>(FORGOT_PASSWORD_PATH, body);
