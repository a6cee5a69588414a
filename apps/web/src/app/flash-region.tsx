import { useTranslation } from 'react-i18next';
import { Toast, ToastRegion } from '../components/ui/toast';
import { useFlash } from '../lib/flash';

export const FlashRegion = () => {
  const { t } = useTranslation();
  const { flash, removeFlash } = useFlash();
  return (
    <ToastRegion label={t('flash.region')}>
      {flash ? (
        <Toast
          key={flash.id}
          type={flash.type}
          message={flash.message}
          dismissible={flash.dismissible}
          closeLabel={t('flash.close')}
          onClose={removeFlash}
        />
      ) : null}
    </ToastRegion>
  );
};
