// PUT /api/messages/update-message?messageId= {messagePayload} — staff edit a message (issue 19):
// the same rules as creating; an unknown id → 404. Read states are kept (who read it, read it).
import { z } from 'zod';
import { messageIdQuerySchema, messagePayloadBodySchema } from './message-payload';
import { messageChangeResponseSchema } from './post-messages-create-message';

export const MESSAGES_UPDATE_PATH = '/api/messages/update-message';
export const messageUpdatePath = (messageId: string) =>
  `${MESSAGES_UPDATE_PATH}?messageId=${encodeURIComponent(messageId)}`;

export const putMessagesUpdateMessageQuerySchema = messageIdQuerySchema;
export const putMessagesUpdateMessageBodySchema = messagePayloadBodySchema.meta({
  id: 'UpdateMessageBody',
});

export type PutMessagesUpdateMessageBody = z.input<typeof putMessagesUpdateMessageBodySchema>;

export const putMessagesUpdateMessageResponseSchema = messageChangeResponseSchema.meta({
  id: 'UpdateMessageResponse',
});

export type PutMessagesUpdateMessageResponse = z.infer<
  typeof putMessagesUpdateMessageResponseSchema
>;
