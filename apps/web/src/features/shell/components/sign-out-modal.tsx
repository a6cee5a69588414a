// Sign-out confirmation: cancel closes; confirm navigates fully to the API path /signout.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { fullNavigation } from '../../../lib/full-navigation';

export const SIGN_OUT_PATH = '/signout';

export const SignOutModal = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation('shell');
  return (
    <Modal
      title={t('signOut.title')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('signOut.cancel')}
          </Button>
          <Button variant="danger" onClick={() => fullNavigation.assign(SIGN_OUT_PATH)}>
            {t('signOut.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('signOut.description')}</p>
    </Modal>
  );
};
