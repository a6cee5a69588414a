// Server-rendering entry of the build's prerender (vite-prerender.ts): renders a public page as
// a visitor sees it on first load — the same tree the browser hydrates (main.tsx, App) — with the
// page data of the curriculum build in the cache.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { CurriculumIndex } from '@escola/contracts/curriculum-index';
import { AppContent } from './app/app-content';
import { findPrerenderedPage } from './app/prerendered-pages';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { CURRICULUM_INDEX_QUERY_KEY } from './lib/page-data';
import { SessionPendingAsVisitorContext } from './lib/session-user';

export { PRERENDERED_PAGES } from './app/prerendered-pages';

const readStream = async (stream: AsyncIterable<Buffer | string>): Promise<void> => {
  for await (const chunk of stream) void chunk;
};

/** The HTML inside #root for `path`, rendered once every lazy page and Suspense has resolved. */
export const renderPage = async ({
  path,
  curriculumIndex,
}: {
  path: string;
  curriculumIndex: CurriculumIndex;
}): Promise<string> => {
  const page = findPrerenderedPage(path);
  if (!page) throw new Error(`${path} is not a prerendered page`);
  const queryClient = createQueryClient();
  if (page.needsCurriculumIndex) {
    queryClient.setQueryData(CURRICULUM_INDEX_QUERY_KEY, curriculumIndex);
  }
  const app = (
    <StrictMode>
      <StaticRouter location={path}>
        <SessionPendingAsVisitorContext value>
          <Providers queryClient={queryClient}>
            <AppContent />
          </Providers>
        </SessionPendingAsVisitorContext>
      </StaticRouter>
    </StrictMode>
  );
  // A first pass waits for every lazy page (React.lazy settles only once rendered); the second,
  // with nothing left to wait for, is complete HTML without streaming scripts (the CSP allows none).
  await page.loadPage();
  await readStream((await prerenderToNodeStream(app)).prelude);
  const html = renderToString(app);
  queryClient.clear();
  if (html.includes('<!--$?-->') || html.includes('<!--$!-->')) {
    throw new Error(`${path}: a Suspense boundary was still pending or failed in the prerender`);
  }
  return html;
};
