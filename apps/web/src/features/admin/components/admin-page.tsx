// An admin page by its key: the pages built so far, or the section's heading and what it will hold.
// The whole admin area is this one lazy chunk (app/pages/lazy-pages), so it adds nothing to the
// learner pages' first load and one entry to the entry's preload list (bench:bundle).
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { getAdminPageTitleKey } from '@escola/domain/admin-breadcrumbs';
import { TitledPage } from '../../../components/ui/titled-page';
import ClassGroupFormPage from '../class-groups/components/class-group-form-page';
import ClassGroupsPage from '../class-groups/components/class-groups-page';
import ProductsPage from '../products/components/products-page';
import FeaturesPage from '../features/components/features-page';
import MoveUsersPage from '../class-groups/components/move-users-page';
import AnsweredQuizPage from '../records/components/answered-quiz-page';
import AuditLogPage from '../records/components/audit-log-page';
import DeleteRegisterPage from '../records/components/delete-register-page';
import EmailsPage from '../emails/components/emails-page';
import RequestDeletePage from '../records/components/request-delete-page';
import MessageFormPage from '../messages/components/message-form-page';
import MessagesPage from '../messages/components/messages-page';
import EnrollmentUsersPage from '../users/components/enrollment-users-page';
import WaitingListPage from '../national-lists/components/waiting-list-page';
import NationalMetricsPage from '../metrics/components/national-metrics-page';

export type AdminPageKey =
  | 'enrollment-users'
  | 'answered-quiz'
  | 'waiting-list'
  | 'class-groups'
  | 'class-groups-form'
  | 'class-groups-move-users'
  | 'messages-managment'
  | 'message-form'
  | 'emails'
  | 'request-delete'
  | 'delete-register'
  | 'audit-log'
  | 'products'
  | 'features'
  | 'reports';

/** The pages with content; the others show their heading and description (issues 19 and 20). */
const PAGES: Partial<Record<AdminPageKey, ComponentType>> = {
  'class-groups': ClassGroupsPage,
  'class-groups-form': ClassGroupFormPage,
  'class-groups-move-users': MoveUsersPage,
  'answered-quiz': AnsweredQuizPage,
  'request-delete': RequestDeletePage,
  'delete-register': DeleteRegisterPage,
  'audit-log': AuditLogPage,
  'enrollment-users': EnrollmentUsersPage,
  'waiting-list': WaitingListPage,
  products: ProductsPage,
  features: FeaturesPage,
  'messages-managment': MessagesPage,
  'message-form': MessageFormPage,
  emails: EmailsPage,
  reports: NationalMetricsPage,
};

const PendingAdminPage = ({ pageKey }: { pageKey: AdminPageKey }) => {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const titleKey = getAdminPageTitleKey(pathname) as 'default';
  return (
    <TitledPage
      title={t(`titles.${titleKey}`)}
      description={t(`pages.${pageKey}` as 'pages.emails')}
    />
  );
};

const AdminPage = ({ pageKey }: { pageKey: AdminPageKey }) => {
  const Page = PAGES[pageKey];
  return Page ? <Page /> : <PendingAdminPage pageKey={pageKey} />;
};

export default AdminPage;
