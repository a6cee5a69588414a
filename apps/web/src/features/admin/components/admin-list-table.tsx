// The table of an admin list: the design system's DataTable wired to a `useAdminList` result
// (rows, total, sort, page, loading/error states and retry), so every list pages the same way.
import type { ReactNode } from 'react';
import {
  DataTable,
  type DataTableColumn,
  type DataTablePage,
  type DataTableSort,
  type DataTableStatus,
} from '../../../components/ui/data-table';
import { EmptyStateIllustration } from '../../../components/ui/illustrations/empty-state-illustration';

/** The part of `useAdminList`'s result the table reads. */
export type AdminListTableState<Item> = {
  rows: readonly Item[];
  status: DataTableStatus;
  refetch: () => void;
  sort: DataTableSort;
  setSort: (sort: DataTableSort) => void;
  page: DataTablePage;
  setPage: (page: DataTablePage) => void;
  tableProps: {
    rowCount: number;
    rowCountKind: 'exact' | 'at-least' | 'estimate';
    hasNextPage: boolean;
  };
};

export const AdminListTable = <Item extends { id: string }>({
  list,
  caption,
  columns,
  emptyText,
  errorText,
  pageSizeOptions,
}: {
  list: AdminListTableState<Item>;
  caption: string;
  columns: readonly DataTableColumn<Item>[];
  emptyText: string;
  errorText: string;
  pageSizeOptions?: readonly number[];
}): ReactNode => (
  <DataTable<Item>
    caption={caption}
    columns={columns}
    rows={list.rows}
    getRowId={getRowId}
    {...list.tableProps}
    sort={list.sort}
    onSortChange={list.setSort}
    page={list.page}
    onPageChange={list.setPage}
    pageSizeOptions={pageSizeOptions}
    status={list.status}
    onRetry={list.refetch}
    emptyText={emptyText}
    errorText={errorText}
    emptyIllustration={<EmptyStateIllustration />}
  />
);

const getRowId = (row: { id: string }) => row.id;
