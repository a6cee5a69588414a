// Spec section 6: after a staff user loads, the app also loads the user list (search empty, page 1,
// size 50, name ascending) and the class-group summary — into the very cache entries the users
// page reads, so the page opens with its rows. Imported by the app shell: keep it tiny.
import type { QueryClient } from '@tanstack/react-query';
import { http } from '../../../../lib/http';
import {
  CLASS_GROUPS_SUMMARY_PATH,
  CLASS_GROUPS_SUMMARY_QUERY_KEY,
  DEFAULT_USERS_LIST_QUERY,
  USERS_LIST_PATH,
  USERS_LIST_QUERY_KEY,
} from './users-query-keys';

export const prefetchStaffLists = async ({
  queryClient,
}: {
  queryClient: QueryClient;
}): Promise<void> => {
  // A failure is harmless: the page asks again and shows its own error state.
  await Promise.all([
    queryClient.prefetchQuery({
      queryKey: [...USERS_LIST_QUERY_KEY, DEFAULT_USERS_LIST_QUERY],
      queryFn: () => http.get(`${USERS_LIST_PATH}?${DEFAULT_USERS_LIST_QUERY}`),
    }),
    queryClient.prefetchQuery({
      queryKey: CLASS_GROUPS_SUMMARY_QUERY_KEY,
      queryFn: () => http.get(CLASS_GROUPS_SUMMARY_PATH),
    }),
  ]);
};
