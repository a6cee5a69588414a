// Picks the layout for the current path (@escola/domain/page-layout).
import { useLocation } from 'react-router';
import { getLayoutForPath } from '@escola/domain/page-layout';
import { AdminLayout } from './admin-layout';
import { CertificationLayout } from './certification-layout';
import { DefaultLayout } from './default-layout';

export const LayoutSwitch = () => {
  const { pathname } = useLocation();
  const layout = getLayoutForPath(pathname);
  if (layout === 'admin') return <AdminLayout />;
  if (layout === 'certification') return <CertificationLayout />;
  return <DefaultLayout />;
};
