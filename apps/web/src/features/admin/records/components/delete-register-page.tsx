// /admin/delete-register (all staff): the deletion records — who was deleted, why and when (the
// account itself is gone; only what answers "was my account deleted?" is kept).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  USERS_DELETED_DEFAULTS,
  USERS_DELETED_PATH,
  type UserDeletedItem,
} from '@escola/contracts/get-users-deleted';
import { DataTable, type DataTableColumn } from '../../../../components/ui/data-table';
import { EmptyStateIllustration } from '../../../../components/ui/illustrations/empty-state-illustration';
import { useAdminList } from '../../hooks/use-admin-list';
import { formatSchoolDateTime } from '../lib/format-school-date';
import { ListSearchField } from './list-search-field';
import './admin-records.css';

const NO_FILTERS: readonly never[] = [];
const getRowId = (row: UserDeletedItem) => row.id;

const DeleteRegisterPage = () => {
  const { t } = useTranslation('admin');
  const list = useAdminList<UserDeletedItem>({
    path: USERS_DELETED_PATH,
    defaults: USERS_DELETED_DEFAULTS,
    filterKeys: NO_FILTERS,
  });

  const columns = useMemo<DataTableColumn<UserDeletedItem>[]>(
    () => [
      { id: 'name', header: t('deletions.columns.name'), cell: (row) => row.name, sortable: true },
      { id: 'email', header: t('deletions.columns.email'), cell: (row) => row.email },
      { id: 'username', header: t('deletions.columns.username'), cell: (row) => row.username },
      {
        id: 'reason',
        header: t('deletions.columns.reason'),
        cell: (row) => t(`deletions.reasons.${row.reason}`),
      },
      {
        id: 'requestedAt',
        header: t('deletions.columns.requestedAt'),
        cell: (row) =>
          row.requestedAt ? formatSchoolDateTime(row.requestedAt) : t('deletions.none'),
      },
      {
        id: 'deletedAt',
        header: t('deletions.columns.deletedAt'),
        cell: (row) => formatSchoolDateTime(row.deletedAt),
        sortable: true,
      },
    ],
    [t],
  );

  return (
    <section className="admin-records">
      <h1>{t('titles.delete-register')}</h1>
      <p>{t('deletions.deletedDescription')}</p>
      <div className="admin-records__filters" role="search">
        <ListSearchField
          label={t('deletions.searchDeleted')}
          value={list.search}
          onSearch={list.setSearch}
        />
      </div>
      <DataTable<UserDeletedItem>
        caption={t('deletions.deletedCaption')}
        columns={columns}
        rows={list.rows}
        getRowId={getRowId}
        {...list.tableProps}
        sort={list.sort}
        onSortChange={list.setSort}
        page={list.page}
        onPageChange={list.setPage}
        status={list.status}
        onRetry={list.refetch}
        emptyText={t('deletions.deletedEmpty')}
        errorText={t('deletions.deletedError')}
        emptyIllustration={<EmptyStateIllustration />}
      />
    </section>
  );
};

export default DeleteRegisterPage;
