// One of the four lists: search, the group filter (the groups with anyone on this list, named
// from /states-national), the status filter on the reproved list, the export, and the table.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  NationalListItem,
  ReprovedAndDropoutListResponse,
} from '@escola/contracts/national-list';
import { NATIONAL_LIST_DEFAULTS } from '@escola/contracts/national-list';
import { getExportFileName } from '@escola/domain/export-file-name';
import { buildFilterQuery } from '@escola/domain/list-filters';
import { REPROVED_AND_DROPOUT_STATUSES } from '@escola/domain/national-lists';
import type { DataTableColumn } from '../../../../components/ui/data-table';
import { AdminListTable } from '../../components/admin-list-table';
import { ListFiltersForm } from '../../components/list-filters-form';
import { ListSearchField } from '../../components/list-search-field';
import { SelectFilter } from '../../components/select-filter';
import { useAdminList } from '../../hooks/use-admin-list';
import { useStatesNational, type NationalListTab } from '../api/national-lists-api';
import { useSpreadsheetExport } from '../hooks/use-spreadsheet-export';
import { ExportSpreadsheetButton } from './export-spreadsheet-button';
import { useNationalListColumns } from '../hooks/use-national-list-columns';

type FilterKey = 'group' | 'status';
const FILTER_KEYS: readonly FilterKey[] = ['group', 'status'];
const numbers = new Intl.NumberFormat('pt-BR');

export const NationalListPanel = ({ tab }: { tab: NationalListTab }) => {
  const { t } = useTranslation('admin');
  const list = useAdminList<NationalListItem, FilterKey>({
    path: tab.path,
    defaults: NATIONAL_LIST_DEFAULTS,
    filterKeys: tab.hasStatus ? FILTER_KEYS : ['group'],
  });
  const states = useStatesNational();
  const columns: readonly DataTableColumn<NationalListItem>[] = useNationalListColumns();
  const exporter = useSpreadsheetExport();
  const answer = list.data as Partial<ReprovedAndDropoutListResponse> | undefined;

  const groupOptions = useMemo(() => {
    const available = new Set(answer?.availableGroups ?? []);
    // The chosen group stays in the select even when nobody is left in it.
    if (list.filters.group) available.add(list.filters.group);
    return (states.data?.states ?? [])
      .filter((state) => available.has(state.group))
      .map((state) => ({
        value: state.group,
        label: t('waitingList.groupOption', { name: state.name, group: state.group }),
      }));
  }, [answer?.availableGroups, list.filters.group, states.data, t]);

  const statusOptions = REPROVED_AND_DROPOUT_STATUSES.filter(
    (status) => answer?.availableStatuses?.includes(status) || list.filters.status === status,
  ).map((status) => ({ value: status, label: t(`waitingList.statuses.${status}`) }));

  const hasFilters = list.search !== '' || Object.values(list.filters).some(Boolean);
  const clearFilters = () => list.clearParams(['search', ...FILTER_KEYS]);

  const exportList = () => {
    const query = buildFilterQuery({
      search: list.search || null,
      group: list.filters.group || null,
      status: tab.hasStatus ? list.filters.status || null : null,
      sort: list.sort.sort,
      order: list.sort.order,
    });
    void exporter.start({
      path: query ? `${tab.exportPath}?${query}` : tab.exportPath,
      fallbackFileName: getExportFileName({
        list: tab.fileList,
        group: list.filters.group || null,
        now: new Date(),
      }),
    });
  };

  const total = answer?.dataCount;
  return (
    <div className="national-lists__panel">
      <ListFiltersForm
        label={t('waitingList.filters')}
        className="national-lists__filters"
        clear={hasFilters ? { label: t('waitingList.clear'), onClear: clearFilters } : null}
      >
        <ListSearchField
          label={t('waitingList.search')}
          value={list.search}
          onSearch={list.setSearch}
        />
        <SelectFilter
          label={t('waitingList.group')}
          anyLabel={t('waitingList.anyGroup')}
          value={list.filters.group}
          options={groupOptions}
          onChange={(value) => list.setFilter('group', value)}
        />
        {tab.hasStatus ? (
          <SelectFilter
            label={t('waitingList.status')}
            anyLabel={t('waitingList.anyStatus')}
            value={list.filters.status}
            options={statusOptions}
            onChange={(value) => list.setFilter('status', value)}
          />
        ) : null}
      </ListFiltersForm>
      <div className="national-lists__toolbar">
        <p className="national-lists__total">
          {total === undefined
            ? null
            : answer?.dataCountKind === 'at-least'
              ? t('waitingList.totalAtLeast', { formatted: numbers.format(total) })
              : t('waitingList.total', { count: total, formatted: numbers.format(total) })}
        </p>
        <ExportSpreadsheetButton state={exporter.state} onExport={exportList} />
      </div>
      <AdminListTable
        list={list}
        caption={t(`waitingList.captions.${tab.id}`)}
        columns={columns}
        emptyText={t('waitingList.empty')}
        errorText={t('waitingList.error')}
      />
    </div>
  );
};
