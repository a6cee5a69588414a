// The state of one server-side admin list (issue 18, contracts/admin-list): search, filters, sort
// and page live in the URL (a reload or a shared link shows the same page); the keyset cursor of
// each page reached is remembered, so "Próxima" asks the server for rows after the last one
// instead of an OFFSET scan. Every admin table uses this hook with the design system's DataTable.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminListResponse } from '@escola/contracts/admin-list';
import type { SortOrder } from '@escola/domain/constants';
import { buildFilterQuery } from '@escola/domain/list-filters';
import type {
  DataTablePage,
  DataTableSort,
  DataTableStatus,
} from '../../../components/ui/data-table';
import { http } from '../../../lib/http';

export type AdminListDefaults = { sort: string; order: SortOrder; pageSize: number };

type Options<FilterKey extends string> = {
  /** The list's API path (GET, filter query). */
  path: string;
  defaults: AdminListDefaults;
  /** Query-string keys of the list's own filters (besides search, sort, order and page). */
  filterKeys: readonly FilterKey[];
  /** False keeps the query idle (e.g. until a required filter is chosen). */
  enabled?: boolean;
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
}: Options<FilterKey>) => {
  const [params, setParams] = useSearchParams();
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

  // The URL as last written: two updates in one tick (a filter and the search, say) must build on
  // each other, and react-router's functional update reads the URL of the last render.
  const latestParams = useRef(params);
  latestParams.current = params;
  const update = useCallback(
    (changes: Record<string, string | number | null>, { resetPage = true } = {}) => {
      const next = new URLSearchParams(latestParams.current);
      Object.entries(changes).forEach(([key, value]) => {
        if (value === null || value === '') next.delete(key);
        else next.set(key, String(value));
      });
      if (resetPage) next.delete('pageNumber');
      latestParams.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );

  const status: DataTableStatus = query.isError
    ? 'error'
    : query.isFetching || !query.data
      ? 'loading'
      : 'success';

  return {
    data: query.data,
    rows: query.data?.list ?? [],
    status,
    refetch: () => void query.refetch(),
    search,
    setSearch: (value: string) => update({ search: value }),
    filters,
    setFilter: (key: FilterKey, value: string) => update({ [key]: value }),
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
