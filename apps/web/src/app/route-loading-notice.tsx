// Shown while a page's code loads, only once DELAYED_ROUTE_NOTICE_MS has passed (no flash of a
// spinner on fast loads).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DELAYED_ROUTE_NOTICE_MS } from '@escola/domain/constants';
import { Spinner } from '../components/ui/spinner';

export const RouteLoadingNotice = () => {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), DELAYED_ROUTE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div className="route-loading" role="status">
      <Spinner />
      <span>{t('routeLoading')}</span>
    </div>
  );
};
