// The unlock-module modal (docs/product/curriculum-and-access.md): a modular learner opening a
// challenge of a module they have not bought, or whose access expired (module status 'expired'),
// reads which and why; the unlock button leads on to the go-to-unlock-page modal (the catalogue
// searched for the module).
import { LockOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';

export const UnlockModuleModal = ({
  moduleTitle,
  expired,
  onUnlock,
  onClose,
}: {
  moduleTitle: string;
  /** The learner bought the module and its access expired. */
  expired: boolean;
  onUnlock: () => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation('challenges');
  return (
    <Modal
      title={t(expired ? 'unlockModuleModal.titleExpired' : 'unlockModuleModal.title', {
        module: moduleTitle,
      })}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onUnlock}>
            <LockOpen aria-hidden="true" size={18} />
            {t('unlockModuleModal.unlock')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('unlockModuleModal.later')}
          </Button>
        </>
      }
    >
      <p>{t(expired ? 'unlockModuleModal.descriptionExpired' : 'unlockModuleModal.description')}</p>
    </Modal>
  );
};
