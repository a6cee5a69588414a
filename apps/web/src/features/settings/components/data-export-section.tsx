// "Baixar meus dados" (LGPD): a plain link to GET /account/export; the answer is an attachment, so
// the browser saves the JSON file and the page stays where it is.
import { useTranslation } from 'react-i18next';
import { ACCOUNT_EXPORT_PATH, accountExportFileName } from '@escola/contracts/get-account-export';
import type { SessionUser } from '@escola/contracts/get-session-user';
import { buttonClassName } from '../../../components/ui/button';

export const DataExportSection = ({ user }: { user: SessionUser }) => {
  const { t } = useTranslation('settings');
  return (
    <section className="settings-section">
      <h2>{t('dataExport.title')}</h2>
      <p className="settings-section__description">{t('dataExport.description')}</p>
      <p>
        <a
          className={buttonClassName({ variant: 'secondary' })}
          href={ACCOUNT_EXPORT_PATH}
          download={accountExportFileName(user.username)}
        >
          {t('dataExport.download')}
        </a>
      </p>
    </section>
  );
};
