// /admin/delete-register (all staff): the deletion records — who was deleted, why and when (the
// account itself is gone; only what answers "was my account deleted?" is kept).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  USERS_DELETED_DEFAULTS,
  USERS_DELETED_PATH,
  type UserDeletedItem,
} from '@escola/contracts/get-users-deleted';
import type { DataTableColumn } from '../../../../components/ui/data-table';
import { AdminListTable } from '../../components/admin-list-table';
import { useAdminList } from '../../hooks/use-admin-list';
import { formatSchoolDateTime } from '@escola/domain/zoned-date';
import { ListSearchField } from '../../components/list-search-field';
import '../../components/admin-lists.css';

const NO_FILTERS: readonly never[] = [];

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
    <section className="admin-lists">
      <h1>{t('titles.delete-register')}</h1>
      <p>{t('deletions.deletedDescription')}</p>
      <div className="admin-lists__filters" role="search">
        <ListSearchField
          label={t('deletions.searchDeleted')}
          value={list.search}
          onSearch={list.setSearch}
        />
      </div>
      <AdminListTable
        list={list}
        caption={t('deletions.deletedCaption')}
        columns={columns}
        emptyText={t('deletions.deletedEmpty')}
        errorText={t('deletions.deletedError')}
      />
    </section>
  );
};

export default DeleteRegisterPage;
