// Offline notice (docs/product/README.md): "você está offline" when the browser is offline,
// "servidor indisponível" with the support contact when the server does not answer: super's address
// once saved on /admin/features (read while the server still answered), else the build's.
import { useTranslation } from 'react-i18next';
import { useSupportContact } from '../../../lib/features';
import { useConnectionProblem } from '../../../lib/use-connection-problem';

export const OfflineNotice = () => {
  const { t } = useTranslation();
  const problem = useConnectionProblem();
  const { email } = useSupportContact();
  return (
    <div className="offline-notice-region" role="status" aria-live="polite">
      {problem === 'offline' ? <p className="offline-notice">{t('offline.browser')}</p> : null}
      {problem === 'server-unreachable' ? (
        <p className="offline-notice">
          {t('offline.server')} <a href={`mailto:${email}`}>{email}</a>
        </p>
      ) : null}
    </div>
  );
};
