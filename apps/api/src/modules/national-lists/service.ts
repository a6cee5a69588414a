// The flow of a national-programme list page: the page by keyset, its size, the list's total over
// all groups, and the groups (and, for the reproved list, the statuses) that have anyone.
import type { Database } from '@escola/db/client';
import { users } from '@escola/db/schema/users';
import type { NationalListItem, NationalListQuery } from '@escola/contracts/national-list';
import { BRAZILIAN_STATES } from '@escola/domain/brazilian-states';
import { maskCpf } from '@escola/domain/mask-cpf';
import { NATIONAL_LIST_GROUPS, type NationalList } from '@escola/domain/national-lists';
import { planKeysetPage, toListPage, type KeysetPlan } from '../../lists/admin-list-page';
import { readListWithSearchProbe } from '../../lists/search-probe';
import {
  buildWhere,
  countList,
  findAvailableGroups,
  findAvailableStatuses,
  findListRows,
  isFiltered,
  SORT_COLUMNS,
  toListQuery,
  type ListQuery,
  type ListRow,
  type SortField,
} from './repository';

export const presentListRow = (row: ListRow): NationalListItem => ({
  id: row.id,
  name: row.name,
  email: row.email,
  username: row.username,
  cpf: row.cpf === null ? null : maskCpf(row.cpf),
  group: row.group,
  state: row.state,
  city: row.city,
  phone: row.phone,
  grade: row.grade,
  attempts: row.attempts,
  classGroupName: row.classGroupName,
  linkedDate: row.linkedDate?.toISOString() ?? null,
  status: row.status as NationalListItem['status'],
});

/**
 * The page and the list's size. A search is first turned into the ids it matches, as on the users
 * page (lists/search-probe.ts): one trigram scan then serves both, and the page is sorted among
 * those ids alone.
 */
const findPageAndSize = ({
  db,
  query,
  sort,
  plan,
}: {
  db: Database;
  query: ListQuery;
  sort: SortField;
  plan: KeysetPlan;
}) =>
  readListWithSearchProbe({
    db,
    table: users,
    idColumn: users.id,
    probeWhere: query.search?.trim() ? buildWhere(query) : undefined,
    readRows: (executor, where) => findListRows({ db: executor, query, sort, plan, where }),
    countSize: () => countList({ db, query }),
  });

export const getNationalListPage = async ({
  db,
  list,
  query,
  now,
}: {
  db: Database;
  list: NationalList;
  query: NationalListQuery;
  now: Date;
}) => {
  const listQuery = toListQuery({ list, now, query });
  const plan = planKeysetPage({ query, sortColumn: SORT_COLUMNS[query.sort], idColumn: users.id });
  // Side by side on the pool: a filtered page's latency is its slowest query, not their sum.
  const [[rows, size], availableGroups, unfilteredSize] = await Promise.all([
    findPageAndSize({ db, query: listQuery, sort: query.sort, plan }),
    findAvailableGroups({ db, filter: { list, now } }),
    isFiltered(listQuery) ? countList({ db, query: { list, now } }) : null,
  ]);
  const total = unfilteredSize ?? size;
  const page = toListPage({ rows, query, size, present: presentListRow });
  return {
    ...page,
    availableGroups,
    dataCount: total.listSize,
    dataCountKind: total.listSizeKind,
  };
};

export const getReprovedAndDropoutListPage = async (input: {
  db: Database;
  query: NationalListQuery;
  now: Date;
}) => {
  const [page, availableStatuses] = await Promise.all([
    getNationalListPage({ ...input, list: 'reproved-and-dropout' }),
    findAvailableStatuses({
      db: input.db,
      filter: { list: 'reproved-and-dropout', now: input.now },
    }),
  ]);
  return { ...page, availableStatuses };
};

const STATE_NAMES = new Map(BRAZILIAN_STATES.map(({ code, name }) => [code as string, name]));

/** The eight programme states with their names and group tags (NATIONAL_STATES order). */
export const listNationalStates = () =>
  NATIONAL_LIST_GROUPS.map(({ state, group }) => ({
    code: state,
    name: STATE_NAMES.get(state) ?? state,
    group,
  }));
