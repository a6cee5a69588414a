// The concludedCertificate modal (docs/product/certificates.md): after a claim is granted, the
// congratulation, a link to the certificate page and the PDF download.
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { certificatePagePath, type CertificateView } from '@escola/contracts/certificate';
import { Button, buttonClassName } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { Modal } from '../../../components/ui/modal';

export const ConcludedCertificateModal = ({
  certificate,
  onClose,
}: {
  certificate: CertificateView;
  onClose: () => void;
}) => {
  const { t } = useTranslation(['certificates', 'common']);
  return (
    <Modal
      title={t('concludedModal.title')}
      onClose={onClose}
      actions={
        <>
          <ButtonLink to={certificatePagePath(certificate)} onClick={onClose}>
            {t('concludedModal.view')}
          </ButtonLink>
          <a
            className={buttonClassName({ variant: 'secondary' })}
            href={certificate.pdfUrl}
            download
          >
            <Download aria-hidden="true" size={18} />
            {t('concludedModal.pdf')}
          </a>
          <Button variant="ghost" onClick={onClose}>
            {t('common:close')}
          </Button>
        </>
      }
    >
      <p>
        {t('concludedModal.body', {
          title: certificate.title,
          code: certificate.verificationCode,
        })}
      </p>
    </Modal>
  );
};
