// The staff calls of manual e-mails (issue 20, decision 045), through the app's one HTTP client.
import { MANUAL_EMAILS_LIST_PATH } from '@escola/contracts/get-manual-emails-get-emails';
import type { GetManualEmailsGetEmailsResponse } from '@escola/contracts/get-manual-emails-get-emails';
import type { Flash } from '@escola/contracts/flash';
import type { ManualEmailItem, ManualEmailPayload } from '@escola/contracts/manual-email-payload';
import {
  MANUAL_EMAILS_COUNT_RECIPIENTS_PATH,
  type PostManualEmailsCountRecipientsBody,
} from '@escola/contracts/post-manual-emails-count-recipients';
import {
  MANUAL_EMAILS_NEW_PATH,
  type ManualEmailChangeResponse,
} from '@escola/contracts/post-manual-emails-new-email';
import { manualEmailCancelPath } from '@escola/contracts/put-manual-emails-cancel-email';
import { manualEmailEditPath } from '@escola/contracts/put-manual-emails-edit-email';
import { http } from '../../../../lib/http';

/** Every page of the list: a change invalidates them all. */
export const MANUAL_EMAILS_QUERY_KEY = ['admin-manual-emails'] as const;

type ListPage = { pageNumber: number; pageSize: number };

export const manualEmailsPageQueryKey = ({ pageNumber, pageSize }: ListPage) =>
  [...MANUAL_EMAILS_QUERY_KEY, pageNumber, pageSize] as const;

export const fetchManualEmails = ({ pageNumber, pageSize }: ListPage) =>
  http.get<GetManualEmailsGetEmailsResponse>(
    `${MANUAL_EMAILS_LIST_PATH}?pageNumber=${pageNumber}&pageSize=${pageSize}`,
  );

type Audience = PostManualEmailsCountRecipientsBody['audience'];

/** The count of an audience, as the list's scheduled rows and the form both ask it. */
export const recipientCountQuery = (audience: Audience) => ({
  queryKey: ['admin-manual-emails-count', audience.kind, audience.value] as const,
  queryFn: () =>
    http
      .post<{ recipientCount: number }>(MANUAL_EMAILS_COUNT_RECIPIENTS_PATH, { audience })
      .then((answer) => answer.recipientCount),
});

export const createManualEmail = (body: ManualEmailPayload) =>
  http.post<ManualEmailChangeResponse>(MANUAL_EMAILS_NEW_PATH, body);

export const editManualEmail = ({ id, body }: { id: string; body: ManualEmailPayload }) =>
  http.put<ManualEmailChangeResponse>(manualEmailEditPath(id), body);

export const cancelManualEmail = (id: string) =>
  http.put<Flash & { email: ManualEmailItem }>(manualEmailCancelPath(id));
