// Catalogue section of the data table: a working server-driven table (sort and pages requested
// from a stand-in endpoint through React Query, as the admin lists do) and its empty, loading and
// error states.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DataTable,
  type DataTableColumn,
  type DataTablePage,
  type DataTableSort,
} from '../../../components/ui/data-table';
import { EmptyStateIllustration } from '../../../components/ui/illustrations/empty-state-illustration';
import {
  fetchDemoStudents,
  type DemoStudent,
  type DemoStudentsQuery,
} from '../lib/fetch-demo-students';
import { CatalogueSection, StateExample } from './catalogue-section';

const NO_ROWS: DemoStudent[] = [];
const getRowId = (row: DemoStudent) => row.id;
const formatDate = (isoDate: string) => isoDate.split('-').reverse().join('/');
const noop = () => undefined;

export const DataTableSection = () => {
  const { t } = useTranslation('design');
  const [sort, setSort] = useState<DataTableSort>({ sort: 'name', order: 'asc' });
  const [page, setPage] = useState<DataTablePage>({ pageNumber: 1, pageSize: 5 });
  const query = { ...page, ...sort } as DemoStudentsQuery;
  const result = useQuery({
    queryKey: ['design-catalogue', 'students', query],
    queryFn: () => fetchDemoStudents(query),
    placeholderData: keepPreviousData,
  });

  const columns = useMemo<DataTableColumn<DemoStudent>[]>(
    () => [
      { id: 'name', header: t('dataTable.name'), cell: (row) => row.name, sortable: true },
      { id: 'email', header: t('dataTable.email'), cell: (row) => row.email },
      {
        id: 'points',
        header: t('dataTable.points'),
        cell: (row) => row.points,
        sortable: true,
        numeric: true,
      },
      {
        id: 'joinedAt',
        header: t('dataTable.joinedAt'),
        cell: (row) => formatDate(row.joinedAt),
        sortable: true,
      },
    ],
    [t],
  );

  const fixedProps = {
    columns,
    getRowId,
    sort,
    onSortChange: noop,
    page: { pageNumber: 1, pageSize: 5 },
    onPageChange: noop,
  };

  return (
    <CatalogueSection id="tabela" title={t('sections.dataTable')}>
      <StateExample label={t('states.default')}>
        <DataTable<DemoStudent>
          caption={t('dataTable.caption')}
          columns={columns}
          rows={result.data?.rows ?? NO_ROWS}
          getRowId={getRowId}
          rowCount={result.data?.rowCount ?? 0}
          sort={sort}
          onSortChange={setSort}
          page={page}
          onPageChange={setPage}
          status={result.isError ? 'error' : result.isFetching ? 'loading' : 'success'}
          onRetry={() => void result.refetch()}
        />
      </StateExample>
      <StateExample label={t('states.empty')}>
        <DataTable<DemoStudent>
          {...fixedProps}
          caption={t('dataTable.emptyCaption')}
          rows={NO_ROWS}
          rowCount={0}
          status="success"
          emptyText={t('dataTable.empty')}
          emptyIllustration={<EmptyStateIllustration />}
        />
      </StateExample>
      <StateExample label={t('states.loading')}>
        <DataTable<DemoStudent>
          {...fixedProps}
          caption={t('dataTable.loadingCaption')}
          rows={NO_ROWS}
          rowCount={0}
          status="loading"
        />
      </StateExample>
      <StateExample label={t('states.error')}>
        <DataTable<DemoStudent>
          {...fixedProps}
          caption={t('dataTable.errorCaption')}
          rows={NO_ROWS}
          rowCount={0}
          status="error"
          onRetry={noop}
        />
      </StateExample>
    </CatalogueSection>
  );
};
