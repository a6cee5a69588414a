// congratsCompleteAccess (docs/product/curriculum-and-access.md): after verifyPaidCourse, the
// learner's whole course is open; "Começar a estudar" leads to /learn.
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../ui/button-link';
import { Modal } from '../ui/modal';

export const CongratsCompleteAccessModal = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation('enrolment');
  return (
    <Modal
      title={t('payment.congratsCompleteAccess.title')}
      onClose={onClose}
      actions={
        <ButtonLink to="/learn" onClick={onClose}>
          {t('payment.congratsCompleteAccess.start')}
        </ButtonLink>
      }
    >
      <p>{t('payment.congratsCompleteAccess.body')}</p>
    </Modal>
  );
};
