// verifyPaidCourse (docs/product/curriculum-and-access.md): the provider confirmed the payment;
// "Continuar" leads to congratsCompleteAccess.
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';

export const VerifyPaidCourseModal = ({
  onContinue,
  onClose,
}: {
  onContinue: () => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation('enrolment');
  return (
    <Modal
      title={t('payment.verifyPaidCourse.title')}
      onClose={onClose}
      actions={<Button onClick={onContinue}>{t('payment.verifyPaidCourse.continue')}</Button>}
    >
      <p>{t('payment.verifyPaidCourse.body')}</p>
    </Modal>
  );
};
