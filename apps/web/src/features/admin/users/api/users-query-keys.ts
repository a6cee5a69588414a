// The cache keys and paths of the users page that the app also fills right after a staff user
// loads (docs/product/admin.md). Tiny on purpose: the learner first-load chunk imports this file
// through the prefetch, so it holds no schema, no React and no admin component.
import { STAFF_USER_LIST_FILTER } from '@escola/domain/constants';
import { buildFilterQuery } from '@escola/domain/list-filters';

/** The same as USER_MANAGEMENT_ALL_USERS_PATH of the contracts (a test keeps them equal). */
export const USERS_LIST_PATH = '/user-management/all-users';
/** The same as CLASS_GROUPS_ALL_PATH of the contracts (a test keeps them equal). */
export const CLASS_GROUPS_SUMMARY_PATH = '/class-groups/all-class-groups';

/** useAdminList's key of the users list: every page and filter of it starts with this. */
export const USERS_LIST_QUERY_KEY = ['admin-list', USERS_LIST_PATH] as const;
/** The class-group summary, shared with the class-group pages. */
export const CLASS_GROUPS_SUMMARY_QUERY_KEY = ['class-groups', 'summary'] as const;

/** The query of the list as the page first asks it: search empty, page 1, 50 by name. */
export const DEFAULT_USERS_LIST_QUERY = buildFilterQuery({
  sort: STAFF_USER_LIST_FILTER.sort,
  order: STAFF_USER_LIST_FILTER.order,
  pageNumber: STAFF_USER_LIST_FILTER.pageNumber,
  pageSize: STAFF_USER_LIST_FILTER.pageSize,
});
