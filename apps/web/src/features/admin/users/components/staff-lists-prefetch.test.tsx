// docs/product/admin.md: after a staff user loads, the app loads the user list (search empty, page
// 1, 50 by name) and the class-group summary — into the cache entries the users page reads.
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CLASS_GROUPS_ALL_PATH } from '@escola/contracts/get-class-groups-all-class-groups';
import { USER_MANAGEMENT_ALL_USERS_PATH } from '@escola/contracts/get-user-management-all-users';
import { AppContent } from '../../../../app/app-content';
import { Providers } from '../../../../app/providers';
import { adminListReply, createUserListItem } from '../../../../test/admin-list-fixtures';
import { stubFetch } from '../../../../test/fetch-stub';
import { PAGE_LOAD } from '../../../../test/page-load';
import { renderApp } from '../../../../test/render-app';
import { createSessionUser } from '../../../../test/session-user-fixture';
import { adminListQueryKey } from '../../hooks/use-admin-list';
import { prefetchStaffLists } from '../api/prefetch-staff-lists';
import {
  CLASS_GROUPS_SUMMARY_PATH,
  USERS_LIST_PATH,
  USERS_LIST_QUERY_KEY,
} from '../api/users-query-keys';

const DEFAULT_LIST_URL = '/user-management/all-users?sort=name&order=asc&pageNumber=1&pageSize=50';
const TURMA_ID = '7f1c1c1e-0000-4000-8000-00000000000a';

const listPage = adminListReply({ list: [createUserListItem()] });
const summary = {
  body: {
    classGroups: [
      {
        id: TURMA_ID,
        name: 'Turma Curitiba',
        curriculumAvailable: ['react'],
        validityType: 'durationInMonths',
        validityDateRange: null,
        durationInMonths: 6,
        learnerCount: 0,
      },
    ],
  },
};

const calledUrls = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.map(([url]) => String(url));

describe('the staff prefetch', () => {
  it('keeps the paths and the list key of the page and the contracts', () => {
    expect(USERS_LIST_PATH).toBe(USER_MANAGEMENT_ALL_USERS_PATH);
    expect(CLASS_GROUPS_SUMMARY_PATH).toBe(CLASS_GROUPS_ALL_PATH);
    expect(USERS_LIST_QUERY_KEY).toEqual(adminListQueryKey(USER_MANAGEMENT_ALL_USERS_PATH));
  });

  it.each(['support', 'admin', 'super'] as const)(
    'loads the default user list and the class groups once a %s is known, on a learner page',
    async (type) => {
      const { fetchMock } = renderApp({
        path: '/learn',
        user: createSessionUser({ type }),
        routes: {
          'GET /user-management/all-users': listPage,
          'GET /class-groups/all-class-groups': summary,
        },
      });

      await waitFor(() => {
        expect(calledUrls(fetchMock)).toContain(DEFAULT_LIST_URL);
        expect(calledUrls(fetchMock)).toContain('/class-groups/all-class-groups');
      }, PAGE_LOAD);
    },
  );

  it('loads nothing of the admin area for a learner', async () => {
    const { fetchMock } = renderApp({ path: '/learn', user: createSessionUser() });

    await screen.findByRole('heading', { level: 1 }, PAGE_LOAD);

    expect(calledUrls(fetchMock).filter((url) => /user-management|class-groups/.test(url))).toEqual(
      [],
    );
  });

  it('opens the users page with the prefetched rows and class groups, before any answer of its own', async () => {
    const fetchMock = stubFetch({
      user: createSessionUser({ type: 'admin' }),
      routes: {
        'GET /user-management/all-users': listPage,
        'GET /class-groups/all-class-groups': summary,
      },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await prefetchStaffLists({ queryClient });
    // From now on the server never answers these two: whatever the page shows came from the prefetch.
    const answered = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      /user-management|class-groups/.test(String(input))
        ? new Promise<Response>(() => undefined)
        : answered(input, init),
    );

    render(
      <MemoryRouter initialEntries={['/admin/enrollment-users']}>
        <Providers queryClient={queryClient}>
          <AppContent />
        </Providers>
      </MemoryRouter>,
    );

    const table = await screen.findByRole('table', { name: 'Usuários matriculados' }, PAGE_LOAD);
    expect(within(table).getByText('Carla Souza')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Turma Curitiba' })).toBeInTheDocument();
  });
});
