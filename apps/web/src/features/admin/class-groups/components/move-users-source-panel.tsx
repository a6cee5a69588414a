// The move screen's source panel: the source group, its learners (GET /user-management/all-users
// ?classGroupId=…, paged by the server), a search, "Selecionar todos da página" and the counts.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassGroupSummary } from '@escola/contracts/get-class-groups-all-class-groups';
import {
  USER_MANAGEMENT_ALL_USERS_PATH,
  type UserListItem,
} from '@escola/contracts/get-user-management-all-users';
import { STAFF_USER_LIST_FILTER } from '@escola/domain/constants';
import { DataTable, type DataTableColumn } from '../../../../components/ui/data-table';
import { useAdminList } from '../../hooks/use-admin-list';
import {
  pageSelection,
  toggleChosen,
  toggleWholePage,
  type Chosen,
  type ChosenUser,
} from '../lib/move-users-selection';
import { ClassGroupOptions } from './class-group-options';

const toChosenUser = ({ id, name, email }: UserListItem): ChosenUser => ({ id, name, email });

export const MoveUsersSourcePanel = ({
  groups,
  sourceClassGroupId,
  chosen,
  onChosenChange,
  onSourceChange,
}: {
  groups: readonly ClassGroupSummary[];
  /** From the URL (`classGroupId`, the list's filter), '' when none is chosen. */
  sourceClassGroupId: string;
  chosen: Chosen;
  onChosenChange: (chosen: Chosen) => void;
  onSourceChange: (sourceClassGroupId: string) => void;
}) => {
  const { t } = useTranslation('admin');
  const list = useAdminList<UserListItem, 'classGroupId'>({
    path: USER_MANAGEMENT_ALL_USERS_PATH,
    defaults: {
      sort: STAFF_USER_LIST_FILTER.sort,
      order: STAFF_USER_LIST_FILTER.order,
      pageSize: STAFF_USER_LIST_FILTER.pageSize,
    },
    filterKeys: ['classGroupId'],
    enabled: sourceClassGroupId !== '',
  });
  const [searchText, setSearchText] = useState(list.search);
  // Rows kept from the list before (another group's, or the whole school's) are never shown here:
  // "Selecionar todos da página" would choose learners of the wrong group.
  const rows = list.showsPreviousList ? [] : list.rows;
  const pageUsers = rows.map(toChosenUser);
  const selection = pageSelection(chosen, pageUsers);

  const columns: DataTableColumn<UserListItem>[] = [
    {
      id: 'select',
      header: t('classGroups.move.columns.select'),
      cell: (user) => (
        <input
          type="checkbox"
          aria-label={t('classGroups.move.select', { name: user.name })}
          checked={chosen.has(user.id)}
          onChange={() => onChosenChange(toggleChosen(chosen, toChosenUser(user)))}
        />
      ),
    },
    { id: 'name', header: t('classGroups.move.columns.name'), cell: (user) => user.name },
    { id: 'email', header: t('classGroups.move.columns.email'), cell: (user) => user.email },
  ];

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    list.setSearch(searchText.trim());
  };

  return (
    <section className="class-groups-move__panel" aria-labelledby="move-source-title">
      <h2 id="move-source-title">{t('classGroups.move.sourcePanel')}</h2>
      <div className="form__field">
        <label htmlFor="move-source-group">{t('classGroups.move.sourceGroup')}</label>
        <select
          id="move-source-group"
          value={sourceClassGroupId}
          onChange={(event) => {
            list.setFilter('classGroupId', event.target.value);
            onSourceChange(event.target.value);
          }}
        >
          <ClassGroupOptions groups={groups} />
        </select>
      </div>
      {sourceClassGroupId === '' ? (
        <p>{t('classGroups.move.chooseSourceFirst')}</p>
      ) : (
        <>
          <form className="class-groups-move__search" role="search" onSubmit={search}>
            <div className="form__field">
              <label htmlFor="move-search">{t('classGroups.move.search')}</label>
              <input
                id="move-search"
                type="search"
                value={searchText}
                maxLength={100}
                aria-describedby="move-search-hint"
                onChange={(event) => setSearchText(event.target.value)}
              />
              <p id="move-search-hint" className="class-groups-form__hint">
                {t('classGroups.move.searchHint')}
              </p>
            </div>
            <button type="submit" className="button button--secondary">
              {t('classGroups.move.searchButton')}
            </button>
          </form>
          <div className="class-groups-move__counts">
            <label className="class-groups-form__choice">
              <input
                type="checkbox"
                checked={selection === 'all'}
                ref={(input) => {
                  if (input) input.indeterminate = selection === 'some';
                }}
                disabled={pageUsers.length === 0}
                onChange={() => onChosenChange(toggleWholePage(chosen, pageUsers))}
              />
              {t('classGroups.move.selectPage')}
            </label>
            <p role="status">{t('classGroups.move.selectedCount', { count: chosen.size })}</p>
          </div>
          <DataTable
            caption={t('classGroups.move.learnersCaption')}
            columns={columns}
            rows={rows}
            getRowId={(user) => user.id}
            {...list.tableProps}
            sort={list.sort}
            onSortChange={list.setSort}
            page={list.page}
            onPageChange={list.setPage}
            pageSizeOptions={[20, 50, 100]}
            status={list.status}
            onRetry={list.refetch}
            emptyText={t('classGroups.move.empty')}
          />
        </>
      )}
    </section>
  );
};
