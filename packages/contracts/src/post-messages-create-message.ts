// POST /api/messages/create-message {messagePayload} — staff (support, admin, super) write an
// in-app message (issue 19). A class group that does not exist → 404; the web then goes to the
// list (/admin/messages-managment, docs/product/admin.md).
import { z } from 'zod';
import { flashSchema } from './flash';
import { messagePayloadBodySchema, messageSchema } from './message-payload';

export const MESSAGES_CREATE_PATH = '/api/messages/create-message';

export const postMessagesCreateMessageBodySchema = messagePayloadBodySchema.meta({
  id: 'CreateMessageBody',
});

export type PostMessagesCreateMessageBody = z.input<typeof postMessagesCreateMessageBodySchema>;

export const messageChangeResponseSchema = flashSchema.extend({
  id: z.string(),
  messagePayload: messageSchema,
});

export const postMessagesCreateMessageResponseSchema = messageChangeResponseSchema.meta({
  id: 'CreateMessageResponse',
});

export type PostMessagesCreateMessageResponse = z.infer<
  typeof postMessagesCreateMessageResponseSchema
>;
