// Static page data written by `npm run curriculum:build` (served under /page-data/): the curriculum
// index and one JSON file per page path. Shared by the pages that render the curriculum. A failed
// fetch follows docs/product/workspace.md: 404 and 500 at once, other failures retried up to 3
// times.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurriculumIndex } from '@escola/contracts/curriculum-index';
import { shouldRetryPageFetch } from '@escola/domain/challenge-templates';
import { HttpError, http } from './http';

export const CURRICULUM_INDEX_PATH = '/page-data/curriculum.json';
export const CURRICULUM_INDEX_QUERY_KEY = ['curriculum-index'] as const;

/** `/learn/react/rotas/` → `/page-data/learn/react/rotas/page-data.json` */
export const getPageDataUrl = (pagePath: string): string =>
  `/page-data${pagePath.replace(/\/+$/, '')}/page-data.json`;

const retryPageFetch = (failureCount: number, error: Error): boolean =>
  shouldRetryPageFetch({
    status: error instanceof HttpError ? error.status : 0,
    failureCount,
  });

/** Is this a page-data failure that should show the 404 page? */
export const isPageNotFound = (error: Error | null): boolean =>
  error instanceof HttpError && error.status === 404;

/**
 * The page data of one page path (built once per deploy: never stale while the app is open). When
 * the index is already loaded, the URL carries its `?v=<buildId>`, which the server lets browsers
 * cache for good (decision 015); without it the request is revalidated, never waiting for the index.
 */
export const usePageData = <Data>(pagePath: string, { enabled = true } = {}) => {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['page-data', pagePath],
    enabled,
    queryFn: () => {
      const index = queryClient.getQueryData<CurriculumIndex>(CURRICULUM_INDEX_QUERY_KEY);
      const url = getPageDataUrl(pagePath);
      return http.get<Data>(index ? `${url}?v=${encodeURIComponent(index.buildId)}` : url);
    },
    retry: retryPageFetch,
    staleTime: Number.POSITIVE_INFINITY,
  });
};

/**
 * GET /page-data/curriculum.json — every superblock, phase, block and challenge, in order: fetched
 * once per visit (its buildId changes only with a deploy), never once per challenge.
 */
export const curriculumIndexQueryOptions = {
  queryKey: CURRICULUM_INDEX_QUERY_KEY,
  queryFn: () => http.get<CurriculumIndex>(CURRICULUM_INDEX_PATH),
  retry: retryPageFetch,
  staleTime: Number.POSITIVE_INFINITY,
};

export const useCurriculumIndex = () => useQuery(curriculumIndexQueryOptions);
