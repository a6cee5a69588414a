// The public pages prerendered to static HTML at build time (vite-prerender.ts) and hydrated on
// load: the paths each answers, and what must be loaded before its first render.
import type { QueryClient } from '@tanstack/react-query';
import { curriculumIndexQueryOptions } from '../lib/page-data';

export type PrerenderedPage = {
  /** The file name under dist/prerendered/ (without .html). */
  name: string;
  /** The paths the server answers with this page (no trailing slash but for `/`). */
  paths: string[];
  /** The page's source module as the build's manifest names it (its chunk's CSS and preloads). */
  module: string;
  /** The page's lazy module, loaded before rendering so Suspense never shows its fallback. */
  loadPage: () => Promise<unknown>;
  /** The page renders the curriculum map: the index is in the cache before the first render. */
  needsCurriculumIndex: boolean;
};

export const PRERENDERED_PAGES: PrerenderedPage[] = [
  {
    name: 'learn',
    paths: ['/learn'],
    module: 'src/features/learn/components/learn-page.tsx',
    loadPage: () => import('../features/learn/components/learn-page'),
    needsCurriculumIndex: true,
  },
  {
    // `/` is the home for a visitor; a signed-in learner is sent on to /learn once known.
    name: 'home',
    paths: ['/', '/home'],
    module: 'src/features/home/components/home-page.tsx',
    loadPage: () => import('../features/home/components/home-page'),
    needsCurriculumIndex: true,
  },
];

/** `/learn/` → `/learn`: the paths are compared without a trailing slash. */
export const normalizePagePath = (pathname: string): string =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;

export const findPrerenderedPage = (pathname: string): PrerenderedPage | undefined =>
  PRERENDERED_PAGES.find((page) => page.paths.includes(normalizePagePath(pathname)));

/** Loads the page's module and the data its first render shows (in the browser, from the API). */
export const preparePrerenderedPage = async ({
  page,
  queryClient,
}: {
  page: PrerenderedPage;
  queryClient: QueryClient;
}): Promise<void> => {
  await Promise.all([
    page.loadPage(),
    page.needsCurriculumIndex ? queryClient.fetchQuery(curriculumIndexQueryOptions) : undefined,
  ]);
};
