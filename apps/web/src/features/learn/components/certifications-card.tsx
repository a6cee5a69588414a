// The way to /certification from the dashboard, for learners the certification area is open to
// (domain showsCertificationArea).
import { showsCertificationArea } from '@escola/domain/visibility';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link';
import type { SessionUser } from '@escola/contracts/get-session-user';
import { useTrackContext } from '../hooks/use-track-text';

export const CertificationsCard = ({ user }: { user: SessionUser }) => {
  const { t } = useTranslation('learn');
  const context = useTrackContext();
  if (!showsCertificationArea(user)) return null;
  return (
    <section className="learn-card" aria-labelledby="learn-certifications-heading">
      <h2 id="learn-certifications-heading" className="learn-card__heading">
        {t('dashboard.certificationsHeading')}
      </h2>
      <p>{t('dashboard.certificationsText', { context })}</p>
      <ButtonLink to="/certification" variant="secondary">
        {t('dashboard.certificationsLink')}
      </ButtonLink>
    </section>
  );
};
