// /certification — every available certification (domain CERTIFICATIONS) with its projects, what
// this learner has done, and the claim (PUT /certificate/verify). Visitors see the catalogue and
// are asked to sign in; the area shows only to learners the domain rule lets see it.
import { useTranslation } from 'react-i18next';
import { CERTIFICATIONS } from '@escola/domain/certifications';
import { showsCertificationArea } from '@escola/domain/visibility';
import { ButtonLink } from '../../../components/ui/button-link';
import { useSessionUser } from '../../../lib/session-user';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useClaimCertificate } from '../hooks/use-claim-certificate';
import { getCertificationProgress } from '../lib/certification-progress';
import { CertificationCard } from './certification-card';
import { CertificationNotices } from './certification-notices';
import './certificates.css';

const AVAILABLE_CERTIFICATIONS = CERTIFICATIONS.filter(({ available }) => available);

const CertificationPage = () => {
  const { t } = useTranslation(['certificates', 'common']);
  const title = t('certification.title');
  useDocumentTitle(t('common:pageTitle', { title }));
  const { user } = useSessionUser();
  const claim = useClaimCertificate();
  const claimingSlug = claim.isPending ? claim.variables.certSlug : null;
  if (user && !showsCertificationArea(user)) {
    return (
      <section className="certification-page">
        <h1>{title}</h1>
        <p>{t('certification.notVisible')}</p>
        <ButtonLink to="/learn">{t('certification.backToLearn')}</ButtonLink>
      </section>
    );
  }
  return (
    <section className="certification-page">
      <h1>{title}</h1>
      <p className="certification-page__intro">{t('certification.intro')}</p>
      <CertificationNotices user={user} />
      <div className="certification-page__list">
        {AVAILABLE_CERTIFICATIONS.map((certification) => (
          <CertificationCard
            key={certification.certSlug}
            certification={certification}
            progress={getCertificationProgress({ certification, user })}
            username={user?.username ?? null}
            claim={
              user
                ? {
                    onClaim: () => claim.mutate({ certSlug: certification.certSlug }),
                    isClaiming: claimingSlug === certification.certSlug,
                    isBusy: claimingSlug !== null,
                  }
                : null
            }
          />
        ))}
      </div>
    </section>
  );
};

export default CertificationPage;
