// The learner's in-app message calls (issue 19): their messages with read state and unread count,
// and marking one read (beyond the spec), through the app's one HTTP client.
import type { GetMessagesGetMessagesForUserResponse } from '@escola/contracts/get-messages-get-messages-for-user';
import { markMessageAsReadPath, messagesForUserPath } from '@escola/contracts/messages-paths';
import type { PutMessagesMarkAsReadResponse } from '@escola/contracts/put-messages-mark-as-read';
import { http } from '../../../lib/http';

export const userMessagesQueryKey = (userId: string) => ['user-messages', userId] as const;

export const fetchUserMessages = (userId: string) =>
  http.get<GetMessagesGetMessagesForUserResponse>(messagesForUserPath(userId));

export const markMessageAsRead = (messageId: string) =>
  http.put<PutMessagesMarkAsReadResponse>(markMessageAsReadPath(messageId));
