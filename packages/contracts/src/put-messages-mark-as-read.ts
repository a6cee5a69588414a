// PUT /api/messages/mark-as-read?messageId= — beyond the spec (issue 19): the signed-in learner
// opened a message. Idempotent (the first read's time is kept); a message that does not exist or
// is not addressed to the learner → 404. Answers the learner's new unread count.
import { z } from 'zod';
import { messageIdQuerySchema } from './message-payload';

export { MESSAGES_MARK_AS_READ_PATH } from './messages-paths';

export const putMessagesMarkAsReadQuerySchema = messageIdQuerySchema;

export const putMessagesMarkAsReadResponseSchema = z
  .object({ id: z.string(), readAt: z.string(), unreadCount: z.number().int().min(0) })
  .meta({ id: 'MarkMessageAsReadResponse' });

export type PutMessagesMarkAsReadResponse = z.infer<typeof putMessagesMarkAsReadResponseSchema>;
