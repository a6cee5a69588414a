// The paths of the learner's in-app message calls (issue 19), apart from their schemas: the header's
// messages button asks them from the first-load bundle, which must not carry zod for two strings.
// The contract files of these calls take their paths from here.
export const MESSAGES_FOR_USER_PATH = '/api/messages/get-messages-for-user';
export const messagesForUserPath = (userId: string) =>
  `${MESSAGES_FOR_USER_PATH}?userId=${encodeURIComponent(userId)}`;

export const MESSAGES_MARK_AS_READ_PATH = '/api/messages/mark-as-read';
export const markMessageAsReadPath = (messageId: string) =>
  `${MESSAGES_MARK_AS_READ_PATH}?messageId=${encodeURIComponent(messageId)}`;
