// An admin page's heading (the section title, as in the page title) and what it will hold; each
// page's content comes in a later issue.
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { getAdminPageTitleKey } from '@escola/domain/admin-breadcrumbs';
import { TitledPage } from '../../../components/ui/titled-page';

export type AdminPageKey =
  | 'enrollment-users'
  | 'answered-quiz'
  | 'waiting-list'
  | 'class-groups'
  | 'class-groups-form'
  | 'messages-managment'
  | 'message-form'
  | 'emails'
  | 'request-delete'
  | 'delete-register'
  | 'products';

const AdminPage = ({ pageKey }: { pageKey: AdminPageKey }) => {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const titleKey = getAdminPageTitleKey(pathname) as 'default';
  return <TitledPage title={t(`titles.${titleKey}`)} description={t(`pages.${pageKey}`)} />;
};

export default AdminPage;
