// The reset modal (docs/product/workspace.md): confirming brings back the starting code and clears
// the results, the console and the attempts; cancelling keeps everything.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

export const ResetModal = ({ onClose, onReset }: { onClose: () => void; onReset: () => void }) => {
  const { t } = useTranslation('challenges');
  return (
    <Modal
      title={t('resetModal.title')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('resetModal.cancel')}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              onReset();
              onClose();
            }}
          >
            {t('resetModal.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('resetModal.description')}</p>
    </Modal>
  );
};
