// GET /api/messages/get-message-by-id?messageId= — staff read one message (the edit form, issue
// 19). An unknown id → 404.
import { z } from 'zod';
import { messageIdQuerySchema, messageSchema } from './message-payload';

export const MESSAGES_BY_ID_PATH = '/api/messages/get-message-by-id';
export const messageByIdPath = (messageId: string) =>
  `${MESSAGES_BY_ID_PATH}?messageId=${encodeURIComponent(messageId)}`;

export const getMessagesGetMessageByIdQuerySchema = messageIdQuerySchema;

export const getMessagesGetMessageByIdResponseSchema = z
  .object({ id: z.string(), messagePayload: messageSchema })
  .meta({ id: 'MessageById' });

export type GetMessagesGetMessageByIdResponse = z.infer<
  typeof getMessagesGetMessageByIdResponseSchema
>;
