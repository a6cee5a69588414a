// A certificate page's states: loading, the certificate with its actions, or the problem.
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CertificateView } from '@escola/contracts/certificate';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CertificateActions } from './certificate-actions';
import { CertificateProblem } from './certificate-problem';
import { CertificateSheet } from './certificate-sheet';
import './certificates.css';

const LoadedCertificate = ({ certificate }: { certificate: CertificateView }) => {
  const { t } = useTranslation(['certificates', 'common']);
  useDocumentTitle(
    t('common:pageTitle', {
      title: t('certificate.documentTitle', {
        name: certificate.holderName,
        title: certificate.title,
      }),
    }),
  );
  return (
    <div className="certificate-document">
      <CertificateActions certificate={certificate} />
      <div className="certificate-document__paper">
        <CertificateSheet certificate={certificate} />
      </div>
    </div>
  );
};

const LoadingCertificate = () => {
  const { t } = useTranslation(['certificates', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('certificate.heading') }));
  return (
    <section className="certificate-problem" aria-busy="true">
      <h1>{t('certificate.heading')}</h1>
      <p role="status">{t('certificate.loading')}</p>
    </section>
  );
};

export const CertificateDocument = ({
  query,
}: {
  query: UseQueryResult<CertificateView> | null;
}) => {
  if (query === null) return <CertificateProblem error={null} />;
  if (query.isPending) return <LoadingCertificate />;
  if (query.isError) {
    return <CertificateProblem error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <LoadedCertificate certificate={query.data} />;
};
