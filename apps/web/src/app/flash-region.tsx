// Shows the current flash message in the app's polite live region, placed just under the page
// header (or at the top of the viewport once the header has scrolled away).
import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SPACERS } from '@escola/domain/constants';
import { Toast, ToastRegion } from '../components/ui/toast';
import { useFlash } from '../lib/flash';

/** Just under the page header (small spacer below it), or the medium spacer from the top of the
 * viewport once the header has scrolled away. */
const topUnderHeader = (): number => {
  const header = document.querySelector('header');
  const bottom = header ? header.getBoundingClientRect().bottom : 0;
  return Math.max(SPACERS.medium, Math.round(bottom + SPACERS.small));
};

export const FlashRegion = () => {
  const { t } = useTranslation();
  const { flash, removeFlash } = useFlash();
  const [top, setTop] = useState<number | undefined>(undefined);
  const flashId = flash?.id;

  useLayoutEffect(() => {
    if (flashId) setTop(topUnderHeader());
  }, [flashId]);

  return (
    <ToastRegion label={t('flash.region')} top={top}>
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
