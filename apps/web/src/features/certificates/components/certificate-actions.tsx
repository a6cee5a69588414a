// What one can do with a certificate on screen: download its PDF, print it (the print stylesheet
// keeps only the certificate, A4 landscape) and copy its public verification link.
import { Copy, Download, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CertificateView } from '@escola/contracts/certificate';
import { Button, buttonClassName } from '../../../components/ui/button';
import { useFlash } from '../../../lib/flash';

const copyText = async (text: string): Promise<void> => {
  if (!navigator.clipboard) throw new Error('clipboard unavailable');
  await navigator.clipboard.writeText(text);
};

export const CertificateActions = ({ certificate }: { certificate: CertificateView }) => {
  const { t } = useTranslation('certificates');
  const { showFlash } = useFlash();
  const copyLink = () =>
    copyText(certificate.verificationUrl).then(
      () => showFlash({ type: 'success', message: t('certificate.copied') }),
      () => showFlash({ type: 'danger', message: t('certificate.copyFailed') }),
    );
  return (
    <div className="certificate-actions" role="group" aria-label={t('certificate.actions')}>
      <a className={buttonClassName({ variant: 'primary' })} href={certificate.pdfUrl} download>
        <Download aria-hidden="true" size={18} />
        {t('certificate.pdf')}
      </a>
      <Button variant="secondary" onClick={() => window.print()}>
        <Printer aria-hidden="true" size={18} />
        {t('certificate.print')}
      </Button>
      <Button variant="secondary" onClick={() => void copyLink()}>
        <Copy aria-hidden="true" size={18} />
        {t('certificate.copyLink')}
      </Button>
    </div>
  );
};
