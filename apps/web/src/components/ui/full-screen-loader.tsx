// Full-screen loader for pending states; adds the slow-load message after LOADER_MESSAGE_DELAY_MS.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOADER_MESSAGE_DELAY_MS } from '@escola/domain/constants';
import { Spinner } from './spinner';

export const FullScreenLoader = () => {
  const { t } = useTranslation();
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), LOADER_MESSAGE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div className="full-screen-loader" role="status" aria-live="polite">
      <Spinner />
      <p className="visually-hidden">{t('loading')}</p>
      {slow ? <p className="full-screen-loader__message">{t('slowLoading')}</p> : null}
    </div>
  );
};
