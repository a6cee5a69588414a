// Offline notice (spec section 8): "você está offline" when the browser is offline, "servidor
// indisponível" with the support contact when the server does not answer.
import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from '../../../lib/contact';
import { useConnectionProblem } from '../../../lib/use-connection-problem';

export const OfflineNotice = () => {
  const { t } = useTranslation();
  const problem = useConnectionProblem();
  return (
    <div className="offline-notice-region" role="status" aria-live="polite">
      {problem === 'offline' ? <p className="offline-notice">{t('offline.browser')}</p> : null}
      {problem === 'server-unreachable' ? (
        <p className="offline-notice">
          {t('offline.server')} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </p>
      ) : null}
    </div>
  );
};
