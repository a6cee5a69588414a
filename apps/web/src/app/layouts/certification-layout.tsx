// Certification layout (paths containing /certification/): a plain frame for a printable
// certificate — the logo and a way back, no menu or footer.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { PageOutlet } from '../page-outlet';

export const CertificationLayout = () => {
  const { t } = useTranslation(['shell', 'common']);
  return (
    <div className="layout layout--certification">
      <header className="certification-header">
        <Link to="/learn" aria-label={t('logo')}>
          <Logo label={t('common:appName')} />
        </Link>
        <Link to="/learn">{t('certification.backToLearn')}</Link>
      </header>
      <PageOutlet />
    </div>
  );
};
