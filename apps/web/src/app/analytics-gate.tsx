// The analytics data layer's always-loaded part (issue 19): a page_view on every route change
// (dropped until the visitor accepts), and the consent banner with the tag manager's loader — a
// lazy chunk, requested only when the deployment configured a tag-manager id (GET /api/features).
import { Suspense, lazy, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from '../lib/analytics';
import { useFeatures } from '../lib/features';

const CookieConsent = lazy(() =>
  import('../features/consent/components/cookie-consent').then((module) => ({
    default: module.CookieConsent,
  })),
);

export const AnalyticsGate = () => {
  const tagManagerId = useFeatures().data?.tagManagerId;
  const { pathname } = useLocation();
  const trackedPath = useRef<string | null>(null);
  useEffect(() => {
    if (trackedPath.current === pathname) return;
    trackedPath.current = pathname;
    trackPageView(pathname);
  }, [pathname]);
  return tagManagerId ? (
    <Suspense fallback={null}>
      <CookieConsent tagManagerId={tagManagerId} />
    </Suspense>
  ) : null;
};
