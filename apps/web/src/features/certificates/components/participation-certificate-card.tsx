// One participation certificate on /certificate-of-participation: earned (issue date, code, QR,
// its page and PDF) or still "a conquistar" (the checkpoint challenge that earns it).
import { Award, Download, Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  certificatePagePath,
  certificateQrPath,
  type CertificateView,
} from '@escola/contracts/certificate';
import {
  describeCertificate,
  getCheckpointOfParticipationCert,
  type ParticipationCertSlug,
} from '@escola/domain/certificate-records';
import { buttonClassName } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { formatLongBrazilianDate } from '@escola/domain/long-date';

export const ParticipationCertificateCard = ({
  slug,
  certificate,
  checkpointPath,
}: {
  slug: ParticipationCertSlug;
  /** The certificate held, or null while it is still to earn. */
  certificate: CertificateView | null;
  /** The checkpoint challenge's page, once the curriculum index says where it is. */
  checkpointPath: string | null;
}) => {
  const { t } = useTranslation('certificates');
  const { title, workloadHours } = describeCertificate(slug);
  const checkpoint = getCheckpointOfParticipationCert(slug);
  const headingId = `certificado-${slug}`;
  return (
    <section
      className="participation-card"
      aria-labelledby={headingId}
      data-earned={certificate !== null}
    >
      <div className="certification-card__header">
        <h2 id={headingId} className="certification-card__title">
          {title}
        </h2>
        <span className="certification-card__badge" data-earned={certificate !== null}>
          {certificate ? (
            <Award aria-hidden="true" size={16} />
          ) : (
            <Flag aria-hidden="true" size={16} />
          )}
          {t(certificate ? 'participation.earned' : 'participation.toEarn')}
        </span>
      </div>
      <p className="certification-card__meta">
        {t('certification.workload', { count: workloadHours })}
      </p>
      {certificate ? (
        <div className="participation-card__earned">
          <img
            className="participation-card__qr"
            src={certificateQrPath(certificate.verificationCode)}
            alt={t('participation.qrAlt', { stage: checkpoint.certificateName })}
            width={96}
            height={96}
          />
          <div className="participation-card__details">
            <p>
              {t('participation.issuedOn', {
                date: formatLongBrazilianDate(new Date(certificate.issuedAt)),
              })}
            </p>
            <p className="participation-card__code">
              {t('participation.code', { code: certificate.verificationCode })}
            </p>
            <div className="participation-card__actions">
              <ButtonLink to={certificatePagePath(certificate)}>
                {t('participation.view')}
              </ButtonLink>
              <a
                className={buttonClassName({ variant: 'secondary' })}
                href={certificate.pdfUrl}
                download
              >
                <Download aria-hidden="true" size={18} />
                {t('participation.pdf')}
              </a>
            </div>
          </div>
        </div>
      ) : (
        <>
          <p>{t('participation.howToEarn', { stage: checkpoint.certificateName })}</p>
          {checkpointPath ? (
            <Link to={checkpointPath}>{t('participation.checkpointLink')}</Link>
          ) : null}
        </>
      )}
    </section>
  );
};
