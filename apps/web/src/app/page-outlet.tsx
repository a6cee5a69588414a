// Where a layout puts its page: lazy pages load inside Suspense, failures stay inside the page.
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteErrorBoundary } from './route-error-boundary';
import { RouteLoadingNotice } from './route-loading-notice';

export const PageOutlet = () => {
  const { pathname } = useLocation();
  return (
    <main id="main-content" className="page-main" tabIndex={-1}>
      <RouteErrorBoundary key={pathname}>
        <Suspense fallback={<RouteLoadingNotice />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </main>
  );
};
