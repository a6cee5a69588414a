// The chat assistant's delete-history modal (docs/product/assistant.md): confirming clears the
// conversation of this challenge; cancelling keeps it.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

export const DeleteHistoryModal = ({
  onClose,
  onConfirm,
}: {
  onClose: () => void;
  onConfirm: () => void;
}) => {
  const { t } = useTranslation('challenges');
  return (
    <Modal
      title={t('assistant.deleteModal.title')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('assistant.deleteModal.cancel')}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              onConfirm();
              onClose();
            }}
          >
            {t('assistant.deleteModal.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('assistant.deleteModal.description')}</p>
    </Modal>
  );
};
