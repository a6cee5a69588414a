// The staff calls of automatic e-mails (issue 20, decision 046), through the app's one HTTP client.
import {
  AUTOMATIC_EMAILS_LIST_PATH,
  type GetAutomaticEmailsGetEmailsResponse,
} from '@escola/contracts/get-automatic-emails-get-emails';
import {
  automaticEmailEditPath,
  type AutomaticEmailPayload,
} from '@escola/contracts/put-automatic-emails-edit-email';
import {
  automaticEmailTogglePath,
  type AutomaticEmailChangeResponse,
} from '@escola/contracts/put-automatic-emails-toggle-active';
import {
  automaticEmailPreviewPath,
  automaticEmailSendTestPath,
} from '@escola/contracts/post-automatic-emails-preview';
import type { EmailPreviewResponse } from '@escola/contracts/post-manual-emails-preview';
import type { Flash } from '@escola/contracts/flash';
import { http } from '../../../../lib/http';
import type { EmailPreviewCalls } from './email-preview-api';

export const AUTOMATIC_EMAILS_QUERY_KEY = ['admin-automatic-emails'] as const;

export const fetchAutomaticEmails = () =>
  http.get<GetAutomaticEmailsGetEmailsResponse>(AUTOMATIC_EMAILS_LIST_PATH);

export const toggleAutomaticEmail = ({ id, isActive }: { id: string; isActive: boolean }) =>
  http.put<AutomaticEmailChangeResponse>(automaticEmailTogglePath(id, isActive));

export const editAutomaticEmail = ({ id, body }: { id: string; body: AutomaticEmailPayload }) =>
  http.put<AutomaticEmailChangeResponse>(automaticEmailEditPath(id), body);

/** The preview of one automatic e-mail: its own variables, no unsubscribe part. */
export const automaticEmailPreviewCalls = (id: string): EmailPreviewCalls => ({
  key: `automatic-${id}`,
  preview: (body) => http.post<EmailPreviewResponse>(automaticEmailPreviewPath(id), body),
  sendTest: (body) => http.post<Flash>(automaticEmailSendTestPath(id), body),
});
