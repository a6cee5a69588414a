// The limitedAccess modal (docs/product/curriculum-and-access.md): a learner with limited access
// (the free trial) who completes the challenge at index 10 of a superblock reached the end of the
// free part; the link is the unlock-content link of the learner menu (the course catalogue, in a
// new tab).
import { LockOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClassName } from '../../../../components/ui/button';
import { ExternalLink } from '../../../../components/ui/external-link';
import { Modal } from '../../../../components/ui/modal';
import { VerifyPaymentButton } from '../../../../components/payment/verify-payment-button';
import { useUnlockContentLink } from '../../../../lib/features';

export const LimitedAccessModal = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation(['challenges', 'common']);
  const unlockContentLink = useUnlockContentLink();
  return (
    <Modal
      title={t('limitedAccessModal.title')}
      onClose={onClose}
      actions={
        <>
          {/* The same unlock action as the trial notice of /learn and the locked-challenge screen;
              "Já paguei" verifies the payment (issue 17). */}
          <ExternalLink className={buttonClassName({})} href={unlockContentLink}>
            <LockOpen aria-hidden="true" size={18} />
            {t('limitedAccessModal.unlock')}
          </ExternalLink>
          <VerifyPaymentButton />
          <Button variant="secondary" onClick={onClose}>
            {t('modalClose')}
          </Button>
        </>
      }
    >
      <p>{t('limitedAccessModal.description')}</p>
    </Modal>
  );
};
