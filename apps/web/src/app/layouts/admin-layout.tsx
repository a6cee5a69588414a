// Admin layout (/admin…): staff only (others go to /learn), sidebar by role, breadcrumbs, the page
// title `<section> | Admin`, and an exit-admin button to /learn.
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { getAdminPageTitle } from '@escola/domain/admin-breadcrumbs';
import { getAdminRedirect } from '@escola/domain/admin-navigation';
import { ButtonLink } from '../../components/ui/button-link';
import { Logo } from '../../components/ui/logo';
import { AdminBreadcrumbs } from '../../features/admin/components/admin-breadcrumbs';
import { AdminSidebar } from '../../features/admin/components/admin-sidebar';
import { OfflineNotice } from '../../features/shell/components/offline-notice';
import { useSessionUser } from '../../lib/session-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageOutlet } from '../page-outlet';

export const AdminLayout = () => {
  const { t } = useTranslation(['admin', 'common']);
  const { pathname } = useLocation();
  const { user } = useSessionUser();
  const title = getAdminPageTitle({
    path: pathname,
    translate: (key) => t(`titles.${key as 'default'}`),
  });
  useDocumentTitle(title);

  const redirect = getAdminRedirect({ user, path: pathname });
  if (redirect || !user) return <Navigate to={redirect ?? '/learn'} replace />;

  return (
    <div className="layout layout--admin">
      <header className="admin-header">
        <Logo label={t('common:appName')} />
        <ButtonLink to="/learn" variant="secondary">
          <LogOut aria-hidden="true" size={18} />
          {t('exit')}
        </ButtonLink>
      </header>
      <OfflineNotice />
      <div className="admin-body">
        <AdminSidebar userType={user.type} />
        <div className="admin-content">
          <AdminBreadcrumbs />
          <PageOutlet />
        </div>
      </div>
    </div>
  );
};
