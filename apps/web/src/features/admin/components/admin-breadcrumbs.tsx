// Breadcrumbs built from the path segments, with the Portuguese labels of the locale file.
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { getAdminBreadcrumbs } from '@escola/domain/admin-breadcrumbs';

export const AdminBreadcrumbs = () => {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const crumbs = getAdminBreadcrumbs(pathname);
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumbs')}>
      <ol>
        {crumbs.map((crumb, index) => {
          const label = crumb.labelKey
            ? t(`segments.${crumb.labelKey}`)
            : decodeURIComponent(crumb.segment);
          const isLast = index === crumbs.length - 1;
          return (
            <li key={crumb.path}>
              {isLast ? (
                <span aria-current="page">{label}</span>
              ) : (
                <Link to={crumb.path}>{label}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
};
