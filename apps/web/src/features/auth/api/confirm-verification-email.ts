// POST /confirm-verification-email with the token of the link in the verification e-mail.
import type {
  PostConfirmVerificationEmailBody,
  PostConfirmVerificationEmailResponse,
} from '@escola/contracts/post-confirm-verification-email';
import { http } from '../../../lib/http';

export const CONFIRM_VERIFICATION_EMAIL_PATH = '/confirm-verification-email';

export const confirmVerificationEmail = (
  body: PostConfirmVerificationEmailBody,
): Promise<PostConfirmVerificationEmailResponse> =>
  http.post<PostConfirmVerificationEmailResponse>(CONFIRM_VERIFICATION_EMAIL_PATH, body);
