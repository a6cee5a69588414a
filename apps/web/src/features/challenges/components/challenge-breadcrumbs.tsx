// Breadcrumb of a challenge or block page: trilha › bloco (› desafio).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type Crumb = { label: string; path: string };

export const ChallengeBreadcrumbs = ({ crumbs, current }: { crumbs: Crumb[]; current: string }) => {
  const { t } = useTranslation('challenges');
  return (
    <nav className="breadcrumbs challenge-breadcrumbs" aria-label={t('breadcrumbs')}>
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.path}>
            <Link to={crumb.path}>{crumb.label}</Link>
          </li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
};
