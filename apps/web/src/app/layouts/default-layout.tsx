// Default layout: header, page, footer (challenge pages hide the footer).
import { useLocation } from 'react-router';
import { showsFooter } from '@escola/domain/page-layout';
import { AccountDeletionBanner } from '../../features/settings/components/account-deletion-banner';
import { OfflineNotice } from '../../features/shell/components/offline-notice';
import { SiteFooter } from '../../features/shell/components/site-footer';
import { SiteHeader } from '../../features/shell/components/site-header';
import { useSessionUser } from '../../lib/session-user';
import { PageOutlet } from '../page-outlet';

export const DefaultLayout = () => {
  const { pathname } = useLocation();
  const { user } = useSessionUser();
  return (
    <div className="layout layout--default">
      <SiteHeader user={user} />
      <OfflineNotice />
      {user ? <AccountDeletionBanner /> : null}
      <PageOutlet />
      {showsFooter(pathname) ? <SiteFooter /> : null}
    </div>
  );
};
