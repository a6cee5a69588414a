// A server-driven data table on TanStack Table: the caller owns the rows, the sort and the page
// (all processing is the server's), the table renders them with sort buttons, pagination and states.
import {
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type PaginationState,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import type { SortOrder } from '@escola/domain/constants';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { DataTablePagination } from './data-table-pagination';
import { DataTableStateRow } from './data-table-state-row';
import './data-table.css';

const features = tableFeatures({ rowSortingFeature, rowPaginationFeature });

export type DataTableColumn<TData> = {
  /** Also the `sort` value sent to the server when the column is sorted. */
  id: string;
  header: string;
  cell: (row: TData) => ReactNode;
  sortable?: boolean;
  /** Numbers align to the end of the cell. */
  numeric?: boolean;
};
export type DataTableSort = { sort: string; order: SortOrder };
/** 1-based, as the admin list calls send it. */
export type DataTablePage = { pageNumber: number; pageSize: number };
export type DataTableStatus = 'loading' | 'error' | 'success';

export type DataTableProps<TData extends RowData> = {
  /** The table's accessible name. */
  caption: string;
  captionHidden?: boolean;
  /** Keep the array stable (module scope or useMemo): a new array rebuilds the table's model. */
  columns: readonly DataTableColumn<TData>[];
  /** The current page's rows, already sorted by the server. */
  rows: readonly TData[];
  getRowId: (row: TData) => string;
  /** Rows in the whole (filtered) list on the server. */
  rowCount: number;
  /**
   * How `rowCount` reads (admin lists at scale): 'exact' (default), 'at-least' ("Mais de …": the
   * server stopped counting) or 'estimate' ("Cerca de …"). When not exact, pass `hasNextPage`.
   */
  rowCountKind?: 'exact' | 'at-least' | 'estimate';
  /** Whether the server has a page after this one (keyset lists); defaults to the count's say. */
  hasNextPage?: boolean;
  sort: DataTableSort | null;
  /** Sorting also returns to page 1 (onPageChange). */
  onSortChange: (sort: DataTableSort) => void;
  page: DataTablePage;
  onPageChange: (page: DataTablePage) => void;
  pageSizeOptions?: readonly number[];
  status: DataTableStatus;
  onRetry?: () => void;
  emptyText?: string;
  errorText?: string;
  /** Shown above the empty text (an illustration). */
  emptyIllustration?: ReactNode;
};

const DEFAULT_PAGE_SIZES = [5, 10, 20, 50] as const;
const MAX_SKELETON_ROWS = 5;

const resolve = <TValue,>(updater: Updater<TValue>, current: TValue): TValue =>
  typeof updater === 'function' ? (updater as (old: TValue) => TValue)(current) : updater;

const SortIcon = ({ direction }: { direction: false | SortOrder }) => {
  if (direction === 'asc') return <ArrowUp aria-hidden="true" size={16} />;
  if (direction === 'desc') return <ArrowDown aria-hidden="true" size={16} />;
  return <ArrowUpDown aria-hidden="true" size={16} />;
};

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

export const DataTable = <TData extends RowData>({
  caption,
  captionHidden = false,
  columns,
  rows,
  getRowId,
  rowCount,
  rowCountKind = 'exact',
  hasNextPage,
  sort,
  onSortChange,
  page,
  onPageChange,
  pageSizeOptions = DEFAULT_PAGE_SIZES,
  status,
  onRetry,
  emptyText,
  errorText,
  emptyIllustration,
}: DataTableProps<TData>) => {
  const { t } = useTranslation('common');
  const captionId = useId();

  const columnDefs = useMemo(
    () =>
      columns.map((column): ColumnDef<typeof features, TData> => ({
        id: column.id,
        accessorFn: (row: TData) => row,
        header: column.header,
        cell: ({ row }) => column.cell(row.original),
        enableSorting: column.sortable ?? false,
      })),
    [columns],
  );
  const sorting = useMemo<SortingState>(
    () => (sort ? [{ id: sort.sort, desc: sort.order === 'desc' }] : []),
    [sort],
  );
  const pagination = useMemo<PaginationState>(
    () => ({ pageIndex: page.pageNumber - 1, pageSize: page.pageSize }),
    [page.pageNumber, page.pageSize],
  );

  const table = useTable({
    features,
    columns: columnDefs,
    data: rows as TData[],
    getRowId,
    manualSorting: true,
    manualPagination: true,
    rowCount,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    state: { sorting, pagination },
    onSortingChange: (updater) => {
      const [first] = resolve(updater, sorting);
      if (!first) return;
      onSortChange({ sort: first.id, order: first.desc ? 'desc' : 'asc' });
      if (page.pageNumber !== 1) onPageChange({ ...page, pageNumber: 1 });
    },
    onPaginationChange: (updater) => {
      const next = resolve(updater, pagination);
      onPageChange({ pageNumber: next.pageIndex + 1, pageSize: next.pageSize });
    },
  });

  const numericIds = new Set(columns.filter((column) => column.numeric).map(({ id }) => id));
  const numericClass = (id: string): string | undefined =>
    numericIds.has(id) ? 'ui-data-table__numeric' : undefined;
  const columnCount = columns.length;
  const isLoading = status === 'loading';
  const showsRows = status === 'success' || (isLoading && rows.length > 0);
  const skeletonRows = Math.min(page.pageSize, MAX_SKELETON_ROWS);

  const renderBody = (): ReactNode => {
    if (status === 'error') {
      return (
        <DataTableStateRow columnCount={columnCount} tone="error">
          <p role="alert">{errorText ?? t('dataTable.error')}</p>
          {onRetry ? (
            <Button variant="secondary" onClick={onRetry}>
              {t('dataTable.retry')}
            </Button>
          ) : null}
        </DataTableStateRow>
      );
    }
    if (isLoading && rows.length === 0) {
      return Array.from({ length: skeletonRows }, (_, index) => (
        <tr key={index} className="ui-data-table__skeleton-row" aria-hidden="true">
          {columns.map((column) => (
            <td key={column.id}>
              <span className="ui-data-table__skeleton" />
            </td>
          ))}
        </tr>
      ));
    }
    if (rows.length === 0) {
      return (
        <DataTableStateRow columnCount={columnCount} tone="empty">
          {emptyIllustration ? (
            <div className="ui-data-table__illustration">{emptyIllustration}</div>
          ) : null}
          <p>{emptyText ?? t('dataTable.empty')}</p>
        </DataTableStateRow>
      );
    }
    return table.getRowModel().rows.map((row) => (
      <tr key={row.id}>
        {row.getAllCells().map((cell) => (
          <td key={cell.id} className={numericClass(cell.column.id)}>
            <table.FlexRender cell={cell} />
          </td>
        ))}
      </tr>
    ));
  };

  return (
    <div className="ui-data-table">
      <div className="ui-data-table__scroll">
        <table
          className={
            showsRows && isLoading ? 'ui-data-table__table is-refreshing' : 'ui-data-table__table'
          }
          aria-labelledby={captionId}
          aria-busy={isLoading}
        >
          <caption id={captionId} className={captionHidden ? 'visually-hidden' : undefined}>
            {caption}
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const { column } = header;
                  const direction = column.getIsSorted();
                  const className = numericClass(column.id);
                  if (!column.getCanSort()) {
                    return (
                      <th key={header.id} scope="col" className={className}>
                        <table.FlexRender header={header} />
                      </th>
                    );
                  }
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={className}
                      aria-sort={direction ? ARIA_SORT[direction] : 'none'}
                    >
                      <button
                        type="button"
                        className="ui-data-table__sort"
                        onClick={column.getToggleSortingHandler()}
                      >
                        <table.FlexRender header={header} />
                        <SortIcon direction={direction} />
                      </button>
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>{renderBody()}</tbody>
        </table>
      </div>
      <p className="visually-hidden" role="status">
        {isLoading ? t('dataTable.loading') : ''}
      </p>
      <DataTablePagination
        caption={caption}
        pageNumber={page.pageNumber}
        pageSize={page.pageSize}
        pageCount={table.getPageCount()}
        rowCount={rowCount}
        rowCountKind={rowCountKind}
        pageSizeOptions={pageSizeOptions}
        canPrevious={table.getCanPreviousPage()}
        canNext={hasNextPage ?? table.getCanNextPage()}
        onPrevious={() => table.previousPage()}
        // An open-ended total must not cap the page number: the server says whether one follows.
        onNext={() =>
          rowCountKind === 'exact'
            ? table.nextPage()
            : onPageChange({ ...page, pageNumber: page.pageNumber + 1 })
        }
        onPageSize={(pageSize) => table.setPagination({ pageIndex: 0, pageSize })}
      />
    </div>
  );
};
