// Default layout: header, page, footer (challenge pages hide the footer).
import { Suspense, lazy } from 'react';
import { useLocation } from 'react-router';
import { showsFooter } from '@escola/domain/page-layout';
import { AccountDeletionBanner } from '../../features/settings/components/account-deletion-banner';
import { OfflineNotice } from '../../features/shell/components/offline-notice';
import { SiteFooter } from '../../features/shell/components/site-footer';
import { SiteHeader } from '../../features/shell/components/site-header';
import { useSessionUser } from '../../lib/session-user';
import { PageOutlet } from '../page-outlet';

// The messages button loads after the page (its own chunk): the learner pages' first-load JS stays
// within budget, and the unread count is fetched after load anyway.
const MessagesBadge = lazy(() =>
  import('../../features/messages/components/messages-badge').then((module) => ({
    default: module.MessagesBadge,
  })),
);

export const DefaultLayout = () => {
  const { pathname } = useLocation();
  const { user } = useSessionUser();
  return (
    <div className="layout layout--default">
      <SiteHeader
        user={user}
        messages={
          user ? (
            <Suspense fallback={null}>
              <MessagesBadge userId={user.id} />
            </Suspense>
          ) : null
        }
      />
      <OfflineNotice />
      {user ? <AccountDeletionBanner /> : null}
      <PageOutlet />
      {showsFooter(pathname) ? <SiteFooter /> : null}
    </div>
  );
};
