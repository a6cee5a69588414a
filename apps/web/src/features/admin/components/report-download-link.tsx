// A download of the reports menu: a real link (its address shows, and the API answers a navigation
// to it with the file), clicked through useReportDownload so that a refusal or a failure becomes a
// flash instead of a downloaded error page.
import type { ReactNode } from 'react';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useReportDownload } from '../hooks/use-report-download';

export const ReportDownloadLink = ({
  href,
  fallbackFileName,
  children,
}: {
  href: string;
  fallbackFileName: string;
  children: ReactNode;
}) => {
  const { t } = useTranslation('admin');
  const { pendingHref, download } = useReportDownload();
  const pending = pendingHref === href;
  return (
    <a
      className="admin-sidebar__link"
      href={href}
      download
      aria-busy={pending}
      onClick={(event) => {
        event.preventDefault();
        void download({ href, fallbackFileName });
      }}
    >
      <Download aria-hidden="true" size={16} />
      {children}
      {pending ? <span className="admin-sidebar__pending">{t('reports.downloading')}</span> : null}
    </a>
  );
};
