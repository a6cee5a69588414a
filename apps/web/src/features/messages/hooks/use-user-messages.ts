// The signed-in user's messages: asked once when the app loads (not on every page: the SPA keeps
// the answer) and again when the list is opened. In the first-load bundle (the header's badge):
// keep it small; marking read lives with the lazy list (use-mark-message-as-read.ts).
import { useQuery } from '@tanstack/react-query';
import { fetchUserMessages, userMessagesQueryKey } from '../api/user-messages-api';

export const useUserMessages = (userId: string) =>
  useQuery({
    queryKey: userMessagesQueryKey(userId),
    queryFn: () => fetchUserMessages(userId),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
