// PUT /change-password (CSRF header added by the HTTP client).
import type {
  PutChangePasswordBody,
  PutChangePasswordResponse,
} from '@escola/contracts/put-change-password';
import { http } from '../../../lib/http';

export const CHANGE_PASSWORD_PATH = '/change-password';

export const changePassword = (body: PutChangePasswordBody): Promise<PutChangePasswordResponse> =>
  http.put<PutChangePasswordResponse>(CHANGE_PASSWORD_PATH, body);
