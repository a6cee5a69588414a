// /admin/emails (every staff role, issue 20): the school's e-mails, one tab per kind. The chosen
// tab lives in the address (?tipo=), so a reload or a shared link opens the same one.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs } from '../../../../components/ui/tabs';
import { AutomaticEmailsSection } from './automatic-emails-section';
import { ManualEmailsSection } from './manual-emails-section';
import { RecurringEmailsSection } from './recurring-emails-section';
import '../../components/admin-lists.css';
import './emails.css';

const TAB_PARAM = 'tipo';

/** The kinds of e-mail, in tab order; the first is the default and keeps the address bare. */
const EMAIL_TABS = [
  { id: 'manuais', content: () => <ManualEmailsSection /> },
  { id: 'automaticos', content: () => <AutomaticEmailsSection /> },
  { id: 'recorrentes', content: () => <RecurringEmailsSection /> },
] as const satisfies readonly { id: string; content: () => ReactNode }[];

const EmailsPage = () => {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const selected = EMAIL_TABS.find((tab) => tab.id === params.get(TAB_PARAM)) ?? EMAIL_TABS[0];

  const selectTab = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === EMAIL_TABS[0].id) next.delete(TAB_PARAM);
        else next.set(TAB_PARAM, id);
        return next;
      },
      { replace: true },
    );

  return (
    <section className="admin-emails admin-lists">
      <h1>{t('titles.emails')}</h1>
      <Tabs
        label={t('emailTabs.label')}
        selectedId={selected.id}
        onSelectionChange={selectTab}
        tabs={EMAIL_TABS.map((tab) => ({
          id: tab.id,
          label: t(`emailTabs.${tab.id}`),
          content: tab.content(),
        }))}
      />
    </section>
  );
};

export default EmailsPage;
