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

/** The two calls behind a preview: render the draft, mail it to oneself. */
export type EmailPreviewCalls = {
  /** Tells the previews of different kinds apart in the query cache. */
  key: string;
  preview: (body: EmailDraftBody) => Promise<EmailPreviewResponse>;
  sendTest: (body: EmailDraftBody) => Promise<Flash>;
};

export const CAMPAIGN_PREVIEW_CALLS: EmailPreviewCalls = {
  key: 'campaign',
  preview: fetchEmailPreview,
  sendTest: sendTestEmail,
};
