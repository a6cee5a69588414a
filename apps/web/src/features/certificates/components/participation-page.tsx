// /certificate-of-participation — the four participation certificates, one per checkpoint of the
// programme (domain PARTICIPATION_CERT_SLUGS): the ones earned from GET /certificate/mine, the
// others "a conquistar" with the checkpoint challenge that earns them. National-access users never
// get here (the route sends them to /learn, as the learner menu hides the item).
import { useTranslation } from 'react-i18next';
import {
  PARTICIPATION_CERT_SLUGS,
  getCheckpointOfParticipationCert,
} from '@escola/domain/certificate-records';
import { Button } from '../../../components/ui/button';
import { HttpError } from '../../../lib/http';
import { useCurriculumIndex } from '../../../lib/page-data';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMyCertificates } from '../api/get-certificate';
import { ParticipationCertificateCard } from './participation-certificate-card';
import './certificates.css';

const ParticipationPage = () => {
  const { t } = useTranslation(['certificates', 'common']);
  const title = t('participation.title');
  useDocumentTitle(t('common:pageTitle', { title }));
  const mine = useMyCertificates();
  const index = useCurriculumIndex();
  const pathOf = (challengeId: string): string | null =>
    index.data?.challenges.find(({ id }) => id === challengeId)?.path ?? null;
  return (
    <section className="certification-page">
      <h1>{title}</h1>
      <p className="certification-page__intro">{t('participation.intro')}</p>
      {mine.isPending ? <p role="status">{t('participation.loading')}</p> : null}
      {mine.isError ? (
        <div className="certification-notice" role="alert">
          <p>
            {mine.error instanceof HttpError ? mine.error.flash.message : t('participation.failed')}
          </p>
          <Button variant="secondary" onClick={() => void mine.refetch()}>
            {t('participation.retry')}
          </Button>
        </div>
      ) : null}
      {mine.isSuccess ? (
        <div className="certification-page__list">
          {PARTICIPATION_CERT_SLUGS.map((slug) => (
            <ParticipationCertificateCard
              key={slug}
              slug={slug}
              certificate={mine.data.find(({ certSlug }) => certSlug === slug) ?? null}
              checkpointPath={pathOf(getCheckpointOfParticipationCert(slug).challengeId)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
};

export default ParticipationPage;
