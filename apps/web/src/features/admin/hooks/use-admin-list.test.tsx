// The admin list state: defaults, the URL as the source of truth, and keyset paging — "Próxima"
// sends the previous answer's cursor, and a filter change starts again at page 1 without one.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { useAdminList } from './use-admin-list';

const PATH = '/user-management/all-users';

const page = (pageNumber: number, nextCursor: string | null) => ({
  body: {
    list: [{ id: `row-${pageNumber}` }],
    listSize: 10_000,
    listSizeKind: 'at-least',
    pageNumber,
    pageSize: 50,
    nextCursor,
  },
});

const renderList = (initialPath = '/admin/enrollment-users') => {
  const calls: string[] = [];
  stubFetch({
    routes: {
      [`GET ${PATH}`]: () => {
        const url = calls.at(-1) ?? '';
        const pageNumber = Number(new URLSearchParams(url.split('?')[1]).get('pageNumber'));
        return page(pageNumber, `cursor-after-${pageNumber}`);
      },
    },
  });
  const fetchSpy = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(String(input));
    return fetchSpy(input, init);
  }) as typeof fetch;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initialPath]}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MemoryRouter>
  );
  const hook = renderHook(
    () =>
      useAdminList<{ id: string }, 'access'>({
        path: PATH,
        defaults: { sort: 'name', order: 'asc', pageSize: 50 },
        filterKeys: ['access'],
      }),
    { wrapper },
  );
  return { ...hook, calls };
};

const query = (url: string | undefined) => new URLSearchParams((url ?? '').split('?')[1]);

describe('useAdminList', () => {
  it('asks the first page with the defaults and reads an open-ended total', async () => {
    const { result, calls } = renderList();
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(query(calls[0]).toString()).toBe('sort=name&order=asc&pageNumber=1&pageSize=50');
    expect(result.current.tableProps).toEqual({
      rowCount: 10_000,
      rowCountKind: 'at-least',
      hasNextPage: true,
    });
  });

  it('sends the cursor of the page before when going to the next page', async () => {
    const { result, calls } = renderList();
    await waitFor(() => expect(result.current.status).toBe('success'));
    act(() => result.current.setPage({ pageNumber: 2, pageSize: 50 }));
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 'row-2' }]));
    expect(query(calls.at(-1)).get('cursor')).toBe('cursor-after-1');
    expect(result.current.page.pageNumber).toBe(2);
  });

  it('starts again at page 1, without a cursor, when a filter or the search changes', async () => {
    const { result, calls } = renderList('/admin/enrollment-users?pageNumber=3');
    await waitFor(() => expect(result.current.status).toBe('success'));
    // A reload of page 3 has no cursor: the server serves it by offset.
    expect(query(calls[0]).get('pageNumber')).toBe('3');
    expect(query(calls[0]).has('cursor')).toBe(false);
    act(() => result.current.setFilter('access', 'limited'));
    await waitFor(() => expect(query(calls.at(-1)).get('access')).toBe('limited'));
    expect(query(calls.at(-1)).get('pageNumber')).toBe('1');
    act(() => result.current.setSearch('silva'));
    await waitFor(() => expect(query(calls.at(-1)).get('search')).toBe('silva'));
    expect(query(calls.at(-1)).has('cursor')).toBe(false);
    expect(result.current.filters).toEqual({ access: 'limited' });
  });

  it('keeps both of two changes made in the same tick', async () => {
    const { result, calls } = renderList();
    await waitFor(() => expect(result.current.status).toBe('success'));
    act(() => {
      result.current.setFilter('access', 'complete');
      result.current.setSearch('souza');
    });
    await waitFor(() => expect(query(calls.at(-1)).get('search')).toBe('souza'));
    expect(query(calls.at(-1)).get('access')).toBe('complete');
  });

  it('sorts through the URL and reports a failed list as an error', async () => {
    const { result, calls } = renderList('/admin/enrollment-users?sort=joinDate&order=desc');
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.sort).toEqual({ sort: 'joinDate', order: 'desc' });
    expect(query(calls[0]).get('sort')).toBe('joinDate');
    globalThis.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    act(() => result.current.setSort({ sort: 'email', order: 'asc' }));
    await waitFor(() => expect(result.current.status).toBe('error'));
  });
});
