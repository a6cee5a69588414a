// Marking a message read (the messages list, a lazy chunk): the cached answer is updated from the call's
// own reply (the read time and the new unread count), so the header's badge falls at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GetMessagesGetMessagesForUserResponse } from '@escola/contracts/get-messages-get-messages-for-user';
import { markMessageAsRead, userMessagesQueryKey } from '../api/user-messages-api';

export const useMarkMessageAsRead = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageAsRead,
    onSuccess: (answer) => {
      queryClient.setQueryData<GetMessagesGetMessagesForUserResponse>(
        userMessagesQueryKey(userId),
        (current) =>
          current && {
            ...current,
            unreadCount: answer.unreadCount,
            messageList: current.messageList.map((message) =>
              message.id === answer.id ? { ...message, readAt: answer.readAt } : message,
            ),
          },
      );
    },
  });
};
