// The staff calls of recurring e-mails (issue 20, decision 047), through the app's one HTTP client.
import {
  RECURRING_EMAILS_LIST_PATH,
  type GetRecurringEmailsGetEmailsResponse,
} from '@escola/contracts/get-recurring-emails-get-emails';
import {
  RECURRING_EMAILS_BY_RECIPIENT_PATH,
  type PostRecurringEmailsGetEmailsByRecipientResponse,
} from '@escola/contracts/post-recurring-emails-get-emails-by-recipient';
import {
  RECURRING_EMAILS_NEW_PATH,
  type RecurringEmailChangeResponse,
} from '@escola/contracts/post-recurring-emails-new-email';
import { recurringEmailEditPath } from '@escola/contracts/put-recurring-emails-edit-email';
import { recurringEmailTogglePath } from '@escola/contracts/put-recurring-emails-toggle-active';
import type { RecurringEmailPayload } from '@escola/contracts/recurring-email-payload';
import { http } from '../../../../lib/http';

/** Every page of the list: a change invalidates them all. */
export const RECURRING_EMAILS_QUERY_KEY = ['admin-recurring-emails'] as const;

type ListPage = { pageNumber: number; pageSize: number };

export const recurringEmailsPageQueryKey = ({ pageNumber, pageSize }: ListPage) =>
  [...RECURRING_EMAILS_QUERY_KEY, pageNumber, pageSize] as const;

export const fetchRecurringEmails = ({ pageNumber, pageSize }: ListPage) =>
  http.get<GetRecurringEmailsGetEmailsResponse>(
    `${RECURRING_EMAILS_LIST_PATH}?pageNumber=${pageNumber}&pageSize=${pageSize}`,
  );

export const createRecurringEmail = (body: RecurringEmailPayload) =>
  http.post<RecurringEmailChangeResponse>(RECURRING_EMAILS_NEW_PATH, body);

export const editRecurringEmail = ({ id, body }: { id: string; body: RecurringEmailPayload }) =>
  http.put<RecurringEmailChangeResponse>(recurringEmailEditPath(id), body);

export const toggleRecurringEmail = ({ id, isActive }: { id: string; isActive: boolean }) =>
  http.put<RecurringEmailChangeResponse>(recurringEmailTogglePath(id, isActive));

export const findRecurringEmailsByRecipient = (email: string) =>
  http.post<PostRecurringEmailsGetEmailsByRecipientResponse>(RECURRING_EMAILS_BY_RECIPIENT_PATH, {
    email,
  });
