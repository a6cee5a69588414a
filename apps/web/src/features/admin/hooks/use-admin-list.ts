// The state of one server-side admin list (issue 18, contracts/admin-list): search, filters, sort
// and page live in the URL (a reload or a shared link shows the same page); the keyset cursor of
// each page reached is remembered, so "Próxima" asks the server for rows after the last one
// instead of an OFFSET scan. Every admin table uses this hook with the design system's DataTable.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import type { AdminListResponse } from '@escola/contracts/admin-list';
import type { SortOrder } from '@escola/domain/constants';
import { buildFilterQuery } from '@escola/domain/list-filters';
import type {
  DataTablePage,
  DataTableSort,
  DataTableStatus,
} from '../../../components/ui/data-table';
import { http } from '../../../lib/http';
import { useListParamsWriter } from './use-list-params';

export type AdminListDefaults = { sort: string; order: SortOrder; pageSize: number };

type Options<FilterKey extends string> = {
  /** The list's API path (GET, filter query). */
  path: string;
  defaults: AdminListDefaults;
  /** Query-string keys of the list's own filters (besides search, sort, order and page). */
  filterKeys: readonly FilterKey[];
  /** False keeps the query idle (e.g. until a required filter is chosen). */
  enabled?: boolean;
  /** The page's URL writer, when other hooks of the page write the URL too (a date range). */
  urlWriter?: ReturnType<typeof useListParamsWriter>;
};

const ORDERS: readonly SortOrder[] = ['asc', 'desc'];

const readNumber = (value: string | null, fallback: number): number => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
};

export const adminListQueryKey = (path: string) => ['admin-list', path] as const;

export const useAdminList = <Item, FilterKey extends string = never>({
  path,
  defaults,
  filterKeys,
  enabled = true,
  urlWriter,
}: Options<FilterKey>) => {
  const ownWriter = useListParamsWriter();
  const { params, writeParams: update } = urlWriter ?? ownWriter;
  const search = params.get('search') ?? '';
  const sortParam = params.get('sort');
  const orderParam = params.get('order') as SortOrder | null;
  const sort: DataTableSort = {
    sort: sortParam ?? defaults.sort,
    order: orderParam && ORDERS.includes(orderParam) ? orderParam : defaults.order,
  };
  const page: DataTablePage = {
    pageNumber: readNumber(params.get('pageNumber'), 1),
    pageSize: readNumber(params.get('pageSize'), defaults.pageSize),
  };
  const filterValues = filterKeys.map((key) => params.get(key) ?? '');
  const filters = useMemo(
    () => Object.fromEntries(filterKeys.map((key, index) => [key, filterValues[index] ?? ''])),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the values are the dependency
    [filterValues.join('\u0000')],
  ) as Record<FilterKey, string>;

  // Cursors of the pages reached, per list state (search, filters, sort, size).
  const stateKey = JSON.stringify([search, filters, sort, page.pageSize]);
  const cursors = useRef(new Map<string, string>());
  const cursor = cursors.current.get(`${stateKey}|${page.pageNumber}`);

  const queryString = buildFilterQuery({
    ...Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, value || null])),
    search: search || null,
    sort: sort.sort,
    order: sort.order,
    pageNumber: page.pageNumber,
    pageSize: page.pageSize,
    cursor: cursor ?? null,
  });

  const query = useQuery({
    queryKey: [...adminListQueryKey(path), queryString],
    queryFn: async () => {
      const answer = await http.get<AdminListResponse<Item>>(`${path}?${queryString}`);
      if (answer.nextCursor) {
        cursors.current.set(`${stateKey}|${answer.pageNumber + 1}`, answer.nextCursor);
      }
      return answer;
    },
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  });

  const status: DataTableStatus = query.isError
    ? 'error'
    : query.isFetching || !query.data
      ? 'loading'
      : 'success';

  return {
    data: query.data,
    rows: query.data?.list ?? [],
    /** True while `rows` are the list before the last change, kept on screen as the new one loads. */
    showsPreviousList: query.isPlaceholderData,
    status,
    refetch: () => void query.refetch(),
    search,
    setSearch: (value: string) => update({ search: value }),
    filters,
    setFilter: (key: FilterKey, value: string) => update({ [key]: value }),
    /** Removes the given parameters in one write ("Limpar filtros"), back to page 1. */
    clearParams: (keys: readonly string[]) =>
      update(Object.fromEntries(keys.map((key) => [key, null]))),
    sort,
    setSort: ({ sort: field, order }: DataTableSort) => update({ sort: field, order }),
    page,
    setPage: ({ pageNumber, pageSize }: DataTablePage) =>
      update(
        { pageNumber: pageNumber === 1 ? null : pageNumber, pageSize },
        { resetPage: pageSize !== page.pageSize },
      ),
    /** Props for DataTable: total, its kind, and whether a next page exists. */
    tableProps: {
      rowCount: query.data?.listSize ?? 0,
      rowCountKind: query.data?.listSizeKind ?? 'exact',
      hasNextPage: query.data ? query.data.nextCursor !== null : false,
    },
  };
};
