// /admin/request-delete (all staff): the accounts whose owners asked for their deletion, with the
// day the daily job deletes each one and how many days are left (decision 011).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  USERS_REQUESTED_DELETE_DEFAULTS,
  USERS_REQUESTED_DELETE_PATH,
  type UserRequestedDeleteItem,
} from '@escola/contracts/get-users-requested-delete';
import type { DataTableColumn } from '../../../../components/ui/data-table';
import { AdminListTable } from '../../components/admin-list-table';
import { useAdminList } from '../../hooks/use-admin-list';
import { formatSchoolDate, formatSchoolDateTime } from '@escola/domain/zoned-date';
import { ListSearchField } from '../../components/list-search-field';
import '../../components/admin-lists.css';

const NO_FILTERS: readonly never[] = [];

const RequestDeletePage = () => {
  const { t } = useTranslation('admin');
  const list = useAdminList<UserRequestedDeleteItem>({
    path: USERS_REQUESTED_DELETE_PATH,
    defaults: USERS_REQUESTED_DELETE_DEFAULTS,
    filterKeys: NO_FILTERS,
  });

  const columns = useMemo<DataTableColumn<UserRequestedDeleteItem>[]>(
    () => [
      { id: 'name', header: t('deletions.columns.name'), cell: (row) => row.name, sortable: true },
      { id: 'email', header: t('deletions.columns.email'), cell: (row) => row.email },
      { id: 'username', header: t('deletions.columns.username'), cell: (row) => row.username },
      {
        id: 'requestedAt',
        header: t('deletions.columns.requestedAt'),
        cell: (row) => formatSchoolDateTime(row.requestedAt),
        sortable: true,
      },
      {
        id: 'deletionDue',
        header: t('deletions.columns.deletionDue'),
        cell: (row) =>
          t('deletions.dueOn', {
            date: formatSchoolDate(row.deletionDueAt),
            days: t('deletions.daysLeft', { count: row.daysToDelete }),
          }),
      },
    ],
    [t],
  );

  return (
    <section className="admin-lists">
      <h1>{t('titles.request-delete')}</h1>
      <p>{t('deletions.requestedDescription')}</p>
      <div className="admin-lists__filters" role="search">
        <ListSearchField
          label={t('deletions.search')}
          value={list.search}
          onSearch={list.setSearch}
        />
      </div>
      <AdminListTable
        list={list}
        caption={t('deletions.requestedCaption')}
        columns={columns}
        emptyText={t('deletions.requestedEmpty')}
        errorText={t('deletions.requestedError')}
      />
    </section>
  );
};

export default RequestDeletePage;
