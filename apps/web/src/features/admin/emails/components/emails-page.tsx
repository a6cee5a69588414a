// /admin/emails (every staff role, issue 20): the school's e-mails. Manual e-mails only for now;
// the automatic and recurring ones get their own sections when they exist.
import { useTranslation } from 'react-i18next';
import { ManualEmailsSection } from './manual-emails-section';
import '../../components/admin-lists.css';
import './emails.css';

const EmailsPage = () => {
  const { t } = useTranslation('admin');
  return (
    <section className="admin-emails admin-lists">
      <h1>{t('titles.emails')}</h1>
      <ManualEmailsSection />
    </section>
  );
};

export default EmailsPage;
