// The browser entry. A page prerendered at build time (dist/prerendered/, vite-prerender.ts) is
// hydrated once its lazy module and data are loaded; any other page replaces the inline shell of
// index.html with a client render.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { CurriculumIndex } from '@escola/contracts/curriculum-index';
import { App } from './app/app';
import { captureUtmOnStart } from './features/enrolment/lib/utm-presence';
import { prefetchRouteData } from './app/prefetch-route-data';
import { findPrerenderedPage, preparePrerenderedPage } from './app/prerendered-pages';
import { createQueryClient } from './app/query-client';
import { applyDesignTokens } from './lib/design-tokens';
import { preloadLazyNamespaces } from './lib/i18n';
import { CURRICULUM_INDEX_QUERY_KEY } from './lib/page-data';
import { registerServiceWorker } from './lib/service-worker';
import './styles/global.css';

/** Whether the server's HTML was rendered from the page data this visit loaded. */
const matchesPageData = (root: HTMLElement, queryClient: ReturnType<typeof createQueryClient>) => {
  const buildId = root.dataset.buildId;
  const index = queryClient.getQueryData<CurriculumIndex>(CURRICULUM_INDEX_QUERY_KEY);
  return !index || !buildId || index.buildId === buildId;
};

const start = async (root: HTMLElement) => {
  applyDesignTokens();
  // The first visit's utm_* parameters, kept until a learner signs in (features/enrolment/lib/utm).
  captureUtmOnStart();
  const queryClient = createQueryClient();
  prefetchRouteData({ pathname: window.location.pathname, queryClient });
  const page = root.dataset.prerendered ? findPrerenderedPage(window.location.pathname) : undefined;
  if (page) {
    const prepared = await preparePrerenderedPage({ page, queryClient }).then(
      () => true,
      () => false,
    );
    if (prepared && matchesPageData(root, queryClient)) {
      hydrateRoot(
        root,
        <StrictMode>
          <App queryClient={queryClient} pendingSessionAsVisitor />
        </StrictMode>,
      );
      return;
    }
  }
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
};

const root = document.getElementById('root');
if (root) {
  void start(root).then(preloadLazyNamespaces);
  if (import.meta.env.PROD) registerServiceWorker();
}
