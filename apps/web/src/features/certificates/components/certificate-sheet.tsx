// The printable certificate (issue 16): the school, "Certificado", the holder's full name, what was
// completed and its workload, the issue date on the school's calendar, the verification code, the
// verification URL as text and the QR code that holds it. It stays on light "paper" in both themes
// and is the only thing printed (certificates.css).
import { useTranslation } from 'react-i18next';
import { certificateQrPath, type CertificateView } from '@escola/contracts/certificate';
import {
  getCheckpointOfParticipationCert,
  isParticipationCertSlug,
} from '@escola/domain/certificate-records';
import { Logo } from '../../../components/ui/logo';
import { formatLongBrazilianDate } from '@escola/domain/long-date';

export const CERTIFICATE_HEADING_ID = 'certificate-heading';

/** "concluiu a trilha **Lógica de Programação**, com carga horária de 60 horas." */
const Statement = ({ certificate }: { certificate: CertificateView }) => {
  const { t } = useTranslation('certificates');
  const hours = certificate.workloadHours;
  if (isParticipationCertSlug(certificate.certSlug)) {
    const checkpoint = getCheckpointOfParticipationCert(certificate.certSlug);
    return (
      <>
        {t('certificate.participationBefore')} <strong>{checkpoint.topic}</strong>
        {t('certificate.participationAfter', { stage: checkpoint.certificateName, hours })}
      </>
    );
  }
  return (
    <>
      {t('certificate.certificationBefore')} <strong>{certificate.title}</strong>
      {t('certificate.certificationAfter', { hours })}
    </>
  );
};

export const CertificateSheet = ({ certificate }: { certificate: CertificateView }) => {
  const { t } = useTranslation(['certificates', 'common']);
  return (
    <article className="certificate-sheet" aria-labelledby={CERTIFICATE_HEADING_ID}>
      <div className="certificate-sheet__frame">
        <div className="certificate-sheet__school">
          <Logo label={t('common:appName')} />
        </div>
        <h1 id={CERTIFICATE_HEADING_ID} className="certificate-sheet__title">
          {t('certificate.heading')}{' '}
          <span className="certificate-sheet__kind">
            {t(`certificate.kind_${certificate.kind}`)}
          </span>
        </h1>
        <p className="certificate-sheet__lead">{t('certificate.certifies')}</p>
        <p className="certificate-sheet__name">{certificate.holderName}</p>
        <p className="certificate-sheet__statement">
          <Statement certificate={certificate} />
        </p>
        <p className="certificate-sheet__date">
          {t('certificate.issuedOn', {
            date: formatLongBrazilianDate(new Date(certificate.issuedAt)),
          })}
        </p>
        <div className="certificate-sheet__footer">
          <p className="certificate-sheet__signature">
            <span className="certificate-sheet__signature-line" aria-hidden="true" />
            {t('certificate.signature')}
            <br />
            {t('common:appName')}
          </p>
          <div className="certificate-sheet__verification">
            <img
              className="certificate-sheet__qr"
              src={certificateQrPath(certificate.verificationCode)}
              alt={t('certificate.qrAlt')}
              width={112}
              height={112}
            />
            <dl className="certificate-sheet__facts">
              <dt>{t('certificate.code')}</dt>
              <dd className="certificate-sheet__code">{certificate.verificationCode}</dd>
              <dt>{t('certificate.verifyAt')}</dt>
              <dd className="certificate-sheet__url">{certificate.verificationUrl}</dd>
            </dl>
          </div>
        </div>
      </div>
    </article>
  );
};
