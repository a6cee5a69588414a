// A first visit to a /learn page starts its page chunk and the curriculum index at once, alongside
// the session user, instead of after it (the session gate holds the routes until the user is
// known). Everything else loads when its route renders.
import type { QueryClient } from '@tanstack/react-query';
import { curriculumIndexQueryOptions } from '../lib/page-data';

const LEARN_PATH = /^\/learn\/?$/;
const SUPER_BLOCK_PATH = /^\/learn\/[^/]+\/?$/;

export const prefetchRouteData = ({
  pathname,
  queryClient,
}: {
  pathname: string;
  queryClient: QueryClient;
}): void => {
  const isLearn = LEARN_PATH.test(pathname);
  if (!isLearn && !SUPER_BLOCK_PATH.test(pathname)) return;
  // A failure here is harmless: the page's own query and lazy import report and retry it.
  void queryClient.prefetchQuery(curriculumIndexQueryOptions);
  // Two separate imports: each keeps its own chunk's preload list.
  if (isLearn) import('../features/learn/components/learn-page').catch(() => undefined);
  else import('../features/learn/components/super-block-page').catch(() => undefined);
};
