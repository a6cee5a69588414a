// /admin/class-groups (admin and super): every class group with its learners, validity and
// content; edit, delete (after a confirmation that says what happens to its learners) and the
// way to the move-users screen. The summary holds at most a few hundred groups: it comes whole
// and is paged here.
import { Pencil, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassGroupSummary } from '@escola/contracts/get-class-groups-all-class-groups';
import { ButtonLink } from '../../../../components/ui/button-link';
import {
  DataTable,
  type DataTableColumn,
  type DataTablePage,
} from '../../../../components/ui/data-table';
import { useModal } from '../../../../lib/modal-manager';
import { useClassGroups } from '../hooks/use-class-groups';
import { useSuperBlockTitles } from '../hooks/use-super-block-titles';
import { formatGroupDate } from '../lib/format-validity';
import { DeleteClassGroupModal } from './delete-class-group-modal';
import './class-groups.css';

const NAME_SORT = { sort: 'name', order: 'asc' } as const;
const PAGE_SIZES = [20, 50, 100] as const;

const ClassGroupsPage = () => {
  const { t } = useTranslation('admin');
  const { openModal } = useModal();
  const query = useClassGroups();
  const { options } = useSuperBlockTitles();
  const [page, setPage] = useState<DataTablePage>({ pageNumber: 1, pageSize: 50 });
  const [search, setSearch] = useState('');
  const titles = useMemo(
    () => new Map(options.map((option) => [option.superBlock, option.title])),
    [options],
  );

  const askToDelete = (group: ClassGroupSummary) =>
    openModal({
      id: 'delete-class-group',
      render: (close) => <DeleteClassGroupModal group={group} onClose={close} />,
    });

  const columns = useMemo<DataTableColumn<ClassGroupSummary>[]>(
    () => [
      { id: 'name', header: t('classGroups.list.columns.name'), cell: (group) => group.name },
      {
        id: 'learners',
        header: t('classGroups.list.columns.learners'),
        numeric: true,
        cell: (group) => group.learnerCount.toLocaleString('pt-BR'),
      },
      {
        id: 'validity',
        header: t('classGroups.list.columns.validity'),
        cell: (group) =>
          group.validityDateRange
            ? t('classGroups.list.dateRange', {
                start: formatGroupDate(group.validityDateRange[0]),
                end: formatGroupDate(group.validityDateRange[1]),
              })
            : t('classGroups.list.months', { count: group.durationInMonths ?? 0 }),
      },
      {
        id: 'content',
        header: t('classGroups.list.columns.content'),
        cell: (group) => (
          <ul className="class-groups__content">
            {group.curriculumAvailable.map((superBlock) => (
              <li key={superBlock}>{titles.get(superBlock) ?? superBlock}</li>
            ))}
          </ul>
        ),
      },
      {
        id: 'actions',
        header: t('classGroups.list.columns.actions'),
        cell: (group) => (
          <div className="class-groups__actions">
            <ButtonLink
              variant="secondary"
              to={`/admin/class-groups/form?id=${encodeURIComponent(group.id)}`}
              aria-label={t('classGroups.list.editNamed', { name: group.name })}
            >
              <Pencil aria-hidden="true" size={16} />
              {t('classGroups.list.edit')}
            </ButtonLink>
            <button
              type="button"
              className="button button--danger"
              aria-label={t('classGroups.list.deleteNamed', { name: group.name })}
              onClick={() => askToDelete(group)}
            >
              <Trash2 aria-hidden="true" size={16} />
              {t('classGroups.list.delete')}
            </button>
          </div>
        ),
      },
    ],
    // askToDelete only closes over openModal, which is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, titles],
  );

  const term = search.trim().toLocaleLowerCase('pt-BR');
  const groups = (query.data ?? []).filter(
    (group) => term === '' || group.name.toLocaleLowerCase('pt-BR').includes(term),
  );
  const start = (page.pageNumber - 1) * page.pageSize;
  const rows = groups.slice(start, start + page.pageSize);
  const status = query.isError ? 'error' : query.isPending ? 'loading' : 'success';

  return (
    <section className="class-groups">
      <h1>{t('titles.class-groups')}</h1>
      <p>{t('pages.class-groups')}</p>
      <div className="class-groups__toolbar">
        <ButtonLink to="/admin/class-groups/form">{t('classGroups.list.newGroup')}</ButtonLink>
        <ButtonLink variant="secondary" to="/admin/class-groups/move-users">
          {t('classGroups.list.moveUsers')}
        </ButtonLink>
      </div>
      <div className="form__field class-groups__search">
        <label htmlFor="class-groups-search">{t('classGroups.list.search')}</label>
        <input
          id="class-groups-search"
          type="search"
          value={search}
          maxLength={120}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage((current) => ({ ...current, pageNumber: 1 }));
          }}
        />
      </div>
      <DataTable
        caption={t('classGroups.list.caption')}
        columns={columns}
        rows={rows}
        getRowId={(group) => group.id}
        rowCount={groups.length}
        sort={NAME_SORT}
        onSortChange={() => undefined}
        page={page}
        onPageChange={setPage}
        status={status}
        onRetry={() => void query.refetch()}
        pageSizeOptions={PAGE_SIZES}
        emptyText={t(term === '' ? 'classGroups.list.empty' : 'classGroups.list.noMatch')}
        errorText={t('classGroups.list.error')}
      />
    </section>
  );
};

export default ClassGroupsPage;
