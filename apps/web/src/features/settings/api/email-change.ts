// The calls of the e-mail change and password creation flows (CSRF header added by the client).
import {
  CHECK_PASSWORD_PATH,
  type PostCheckPasswordBody,
  type PostCheckPasswordResponse,
} from '@escola/contracts/post-check-password';
import {
  RESEND_VERIFICATION_EMAIL_PATH,
  type PostResendVerificationEmailResponse,
} from '@escola/contracts/post-resend-verification-email';
import {
  CREATE_PASSWORD_PATH,
  type PutCreatePasswordBody,
  type PutCreatePasswordResponse,
} from '@escola/contracts/put-create-password';
import {
  UPDATE_MY_EMAIL_PATH,
  type PutUpdateMyEmailBody,
  type PutUpdateMyEmailResponse,
} from '@escola/contracts/put-update-my-email';
import { http } from '../../../lib/http';

export const checkPassword = (body: PostCheckPasswordBody): Promise<PostCheckPasswordResponse> =>
  http.post<PostCheckPasswordResponse>(CHECK_PASSWORD_PATH, body);

export const updateMyEmail = (body: PutUpdateMyEmailBody): Promise<PutUpdateMyEmailResponse> =>
  http.put<PutUpdateMyEmailResponse>(UPDATE_MY_EMAIL_PATH, body);

export const createPassword = (body: PutCreatePasswordBody): Promise<PutCreatePasswordResponse> =>
  http.put<PutCreatePasswordResponse>(CREATE_PASSWORD_PATH, body);

export const resendVerificationEmail = (): Promise<PostResendVerificationEmailResponse> =>
  http.post<PostResendVerificationEmailResponse>(RESEND_VERIFICATION_EMAIL_PATH);
