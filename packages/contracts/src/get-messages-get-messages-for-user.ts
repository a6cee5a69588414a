// GET /api/messages/get-messages-for-user?userId= — the signed-in learner's in-app messages (issue
// 19): those addressed to everyone, to their group, class group or access level, newest first
// (at most MESSAGES_FOR_USER_LIMIT), each with its read state, and how many are unread (counted up
// to MESSAGES_UNREAD_COUNT_CAP). `userId` must be the caller's own id: anyone else's → 403.
// A message's image comes with its signed link (15 minutes): learners get no other way to a link
// of a private image (GET /get-image-link answers them only for images of their own messages).
import { z } from 'zod';
import { messageImageSchema } from './message-payload';

export { MESSAGES_FOR_USER_PATH } from './messages-paths';

export const getMessagesGetMessagesForUserQuerySchema = z.strictObject({ userId: z.uuid() });

export const userMessageSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  image: messageImageSchema.nullable(),
  createdAt: z.string(),
  /** When this learner first opened it; null while unread. */
  readAt: z.string().nullable(),
});

export type UserMessage = z.infer<typeof userMessageSchema>;

export const getMessagesGetMessagesForUserResponseSchema = z
  .object({
    messageList: z.array(userMessageSchema),
    /** How many messages the list holds. */
    messageListSize: z.number().int().min(0),
    /** Unread messages addressed to the learner (stops at MESSAGES_UNREAD_COUNT_CAP). */
    unreadCount: z.number().int().min(0),
  })
  .meta({ id: 'MessagesForUser' });

export type GetMessagesGetMessagesForUserResponse = z.infer<
  typeof getMessagesGetMessagesForUserResponseSchema
>;
