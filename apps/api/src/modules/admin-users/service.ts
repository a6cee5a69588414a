// The admin users area's look-ups: the user list (search by text, CPF or whole e-mail, filters,
// keyset pages, a total that stays fast) and the e-mail drawer's search.
import type { GetUserManagementAllUsersResponse } from '@escola/contracts/get-user-management-all-users';
import {
  USER_EMAILS_LIMIT,
  USER_EMAILS_MIN_SEARCH_LENGTH,
} from '@escola/contracts/get-user-get-emails';
import type { SQL } from 'drizzle-orm';
import type { Database } from '@escola/db/client';
import { users } from '@escola/db/schema/users';
import { normalizeCpf } from '@escola/domain/validation';
import { HttpError } from '../../http-error';
import { toListPage, type ListPageQuery } from '../../lists/admin-list-page';
import { readListWithSearchProbe, readRowsWithSearchProbe } from '../../lists/search-probe';
import { MESSAGES } from '../../messages';
import { groupModulesByUser, presentUser } from './present-user';
import {
  buildUserListWhere,
  countUserList,
  findClassGroupName,
  findModulesOfUsers,
  findUserEmails,
  findUserListRows,
  type UserListConditions,
} from './repository';

export type UserListQuery = ListPageQuery &
  Omit<UserListConditions, 'term' | 'cpf' | 'email'> & {
    sort: 'name' | 'email' | 'username' | 'joinDate';
    search?: string | undefined;
  };

/** A whole e-mail address (the trigram index is slow on long terms; the unique index is not). */
const WHOLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * How a search term searches: a CPF (11 digits, dots and dash allowed) matches the CPF exactly, a
 * whole e-mail address the e-mail exactly; anything else is "name, username or e-mail contains".
 */
const toSearchCondition = (search: string): Pick<UserListConditions, 'term' | 'cpf' | 'email'> => {
  if (search === '') return {};
  const cpf = normalizeCpf(search);
  if (cpf) return { cpf };
  if (WHOLE_EMAIL.test(search)) return { email: search.toLowerCase() };
  return { term: search };
};

const toConditions = (query: UserListQuery): UserListConditions => {
  const search = query.search?.trim() ?? '';
  return {
    ...toSearchCondition(search),
    access: query.access,
    type: query.type,
    group: query.group,
    classGroupId: query.classGroupId,
  };
};

/** The WHERE to probe when the conditions hold a "contains" term (lists/search-probe.ts). */
const probeWhereOf = (conditions: UserListConditions, where: SQL | undefined) =>
  conditions.term ? where : undefined;

export const listUsers = async ({
  db,
  query,
}: {
  db: Database;
  query: UserListQuery;
}): Promise<GetUserManagementAllUsersResponse> => {
  if (query.classGroupId && !(await findClassGroupName({ db, id: query.classGroupId }))) {
    throw new HttpError({ statusCode: 404, message: MESSAGES.usersClassGroupNotFound });
  }
  const conditions = toConditions(query);
  const where = buildUserListWhere(conditions);
  const rowsWhere = buildUserListWhere({ ...conditions, classGroupId: undefined });
  const [rows, size] = await readListWithSearchProbe({
    db,
    table: users,
    idColumn: users.id,
    probeWhere: probeWhereOf(conditions, where),
    readRows: (executor, amongProbed) =>
      findUserListRows({
        db: executor,
        where: amongProbed ?? rowsWhere,
        classGroupId: conditions.classGroupId,
        query,
      }),
    countSize: () => countUserList({ db, where }),
  });
  const page = rows.slice(0, query.pageSize);
  const modulesByUser = groupModulesByUser(
    await findModulesOfUsers({ db, userIds: page.map((row) => row.id) }),
  );
  return toListPage({
    rows,
    query,
    size,
    present: (row) => presentUser({ row, modules: modulesByUser.get(row.id) ?? [] }),
  });
};

export const findEmails = async ({ db, search }: { db: Database; search: string }) => {
  const term = search.trim();
  if (term.length < USER_EMAILS_MIN_SEARCH_LENGTH) return [];
  const conditions = WHOLE_EMAIL.test(term) ? { email: term.toLowerCase() } : { term };
  const where = buildUserListWhere(conditions);
  return readRowsWithSearchProbe({
    db,
    table: users,
    idColumn: users.id,
    probeWhere: probeWhereOf(conditions, where),
    readRows: (executor, amongProbed) =>
      findUserEmails({ db: executor, where: amongProbed ?? where, limit: USER_EMAILS_LIMIT }),
  });
};
