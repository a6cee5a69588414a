// GET /api/messages/get-messages?pageNumber&pageSize&search&sort&order — staff's list of in-app
// messages (issue 19): the admin lists' query and answer (admin-list.ts), newest first by keyset on
// (created_at, id); search: the title contains.
import { z } from 'zod';
import { adminListQueryShape, adminListResponseSchema } from './admin-list';
import { messageSchema } from './message-payload';

export const MESSAGES_LIST_PATH = '/api/messages/get-messages';

export const MESSAGES_SORT_FIELDS = ['createdAt', 'title'] as const;
export const MESSAGES_LIST_DEFAULTS = { sort: 'createdAt', order: 'desc', pageSize: 20 } as const;

export const getMessagesGetMessagesQuerySchema = z.strictObject(
  adminListQueryShape({ sortFields: MESSAGES_SORT_FIELDS, defaults: MESSAGES_LIST_DEFAULTS }),
);

export type GetMessagesGetMessagesQuery = z.output<typeof getMessagesGetMessagesQuerySchema>;

export const getMessagesGetMessagesResponseSchema = adminListResponseSchema(messageSchema).meta({
  id: 'MessageList',
});

export type GetMessagesGetMessagesResponse = z.infer<typeof getMessagesGetMessagesResponseSchema>;
