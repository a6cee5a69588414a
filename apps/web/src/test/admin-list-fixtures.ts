// Admin-list answers for unit tests (contracts/admin-list): a page of given rows, all counted
// exactly, with no next page; and a complete user row of the users list.
import type { UserListItem } from '@escola/contracts/get-user-management-all-users';
import type { StubReply } from './fetch-stub';

export const adminListReply = ({
  list,
  pageSize = 50,
  extra = {},
}: {
  list: readonly unknown[];
  pageSize?: number;
  /** Fields a list answers beyond the shared ones (its filters' options, a total). */
  extra?: Record<string, unknown>;
}): Extract<StubReply, { body?: unknown }> & { body: Record<string, unknown> } => ({
  body: {
    list,
    listSize: list.length,
    listSizeKind: 'exact',
    pageNumber: 1,
    pageSize,
    nextCursor: null,
    ...extra,
  },
});

export const createUserListItem = (overrides: Partial<UserListItem> = {}): UserListItem => ({
  id: '7f1c1c1e-0000-4000-8000-0000000000c1',
  name: 'Carla Souza',
  username: 'carla-souza',
  email: 'carla@teste.dev',
  type: 'student',
  access: 'limited',
  source: '',
  group: '',
  classGroup: null,
  joinDate: '2025-03-10T12:00:00.000Z',
  isBlockedByInactivity: false,
  deleteRequested: false,
  modules: [],
  ...overrides,
});
