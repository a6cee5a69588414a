// Everything inside the router: the session gate, the redirect rules, then the routes. The app and
// the tests render this same tree.
import { StaffListsPrefetch } from '../features/admin/users/components/staff-lists-prefetch';
import { UtmSender } from '../features/enrolment/components/utm-sender';
import { AnalyticsGate } from './analytics-gate';
import { AppRoutes } from './app-routes';
import { FailedUpdatesReplay } from './failed-updates-replay';
import { PageRedirectGate } from './page-redirect-gate';
import { SessionGate } from './session-gate';
import { UrlFlash } from './url-flash';

export const AppContent = () => (
  <>
    <UrlFlash />
    <AnalyticsGate />
    <SessionGate>
      <FailedUpdatesReplay />
      <UtmSender />
      <StaffListsPrefetch />
      <PageRedirectGate>
        <AppRoutes />
      </PageRedirectGate>
    </SessionGate>
  </>
);
