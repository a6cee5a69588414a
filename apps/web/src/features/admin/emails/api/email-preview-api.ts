// The server's preview of an e-mail being written and the test e-mail (issue 20; decision 048).
import {
  MANUAL_EMAILS_PREVIEW_PATH,
  MANUAL_EMAILS_SEND_TEST_PATH,
  type EmailDraftBody,
  type EmailPreviewResponse,
} from '@escola/contracts/post-manual-emails-preview';
import type { Flash } from '@escola/contracts/flash';
import { http } from '../../../../lib/http';

export const fetchEmailPreview = (body: EmailDraftBody) =>
  http.post<EmailPreviewResponse>(MANUAL_EMAILS_PREVIEW_PATH, body);

export const sendTestEmail = (body: EmailDraftBody) =>
  http.post<Flash>(MANUAL_EMAILS_SEND_TEST_PATH, body);
