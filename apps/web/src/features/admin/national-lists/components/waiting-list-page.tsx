// /admin/waiting-list (all staff): the national programme's four lists as tabs — waiting for a
// place, waiting to confirm, confirmed, dropouts and reproved — each searchable, filtered by group
// and exportable as a spreadsheet. The chosen tab lives in the URL (`?lista=`), like the filters.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs } from '../../../../components/ui/tabs';
import { findNationalListTab, NATIONAL_LIST_TABS } from '../api/national-lists-api';
import { NationalListPanel } from './national-list-panel';
import '../../components/admin-lists.css';
import './national-lists.css';

const TAB_PARAM = 'lista';
/** Per-list state that does not carry over to another list (its page, its status filter). */
const LIST_ONLY_PARAMS = ['pageNumber', 'status'];

const WaitingListPage = () => {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const selected = findNationalListTab(params.get(TAB_PARAM));

  const selectTab = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        LIST_ONLY_PARAMS.forEach((key) => next.delete(key));
        if (id === NATIONAL_LIST_TABS[0]?.id) next.delete(TAB_PARAM);
        else next.set(TAB_PARAM, id);
        return next;
      },
      { replace: true },
    );

  return (
    <section className="admin-lists national-lists">
      <h1>{t('titles.waiting-list')}</h1>
      <p>{t('waitingList.description')}</p>
      <Tabs
        label={t('waitingList.tabsLabel')}
        selectedId={selected.id}
        onSelectionChange={selectTab}
        tabs={NATIONAL_LIST_TABS.map((tab) => ({
          id: tab.id,
          label: t(`waitingList.tabs.${tab.id}`),
          content: <NationalListPanel key={tab.id} tab={tab} />,
        }))}
      />
    </section>
  );
};

export default WaitingListPage;
