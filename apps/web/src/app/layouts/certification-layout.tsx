// Certification layout (paths containing /certification/): a plain frame for a printable
// certificate — the logo and a way on, no menu or footer. The people who open a certificate's
// verification link are mostly not learners: a visitor is shown the school, a learner the way back.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { useSessionUser } from '../../lib/session-user';
import { PageOutlet } from '../page-outlet';

export const CertificationLayout = () => {
  const { t } = useTranslation(['shell', 'common']);
  const { user } = useSessionUser();
  const home = user ? '/learn' : '/home';
  return (
    <div className="layout layout--certification">
      <header className="certification-header">
        <Link to={home} aria-label={t('logo')}>
          <Logo label={t('common:appName')} />
        </Link>
        <Link to={home}>{t(user ? 'certification.backToLearn' : 'certification.aboutSchool')}</Link>
      </header>
      <PageOutlet />
    </div>
  );
};
