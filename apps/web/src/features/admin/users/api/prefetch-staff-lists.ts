// docs/product/admin.md: after a staff user loads, the app also loads the user list (search empty,
// page 1, size 50, name ascending) and the class-group summary — into the very cache entries the
// users page reads, so the page opens with its rows. Imported by the app shell: keep it tiny.
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
  // A failure is harmless: the page asks again and shows its own error state. A list the page
  // has already asked for (the admin opened it first) is left to the page.
  const prefetch = (queryKey: readonly unknown[], path: string) =>
    queryClient.getQueryState(queryKey)
      ? Promise.resolve()
      : queryClient.prefetchQuery({ queryKey, queryFn: () => http.get(path) });
  await Promise.all([
    prefetch(
      [...USERS_LIST_QUERY_KEY, DEFAULT_USERS_LIST_QUERY],
      `${USERS_LIST_PATH}?${DEFAULT_USERS_LIST_QUERY}`,
    ),
    prefetch(CLASS_GROUPS_SUMMARY_QUERY_KEY, CLASS_GROUPS_SUMMARY_PATH),
  ]);
};
