// SQL of the admin users area: the user list (search, filters, keyset pages), one list item, the
// user row an edit locks, the modules it replaces, and the e-mail drawer's look-up.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  GetUserManagementAllUsersQuery,
  UserListSortField,
} from '@escola/contracts/get-user-management-all-users';
import type { Database, DatabaseExecutor } from '@escola/db/client';
import { classGroupMemberships } from '@escola/db/schema/class-group-memberships';
import { classGroups } from '@escola/db/schema/class-groups';
import { userModules } from '@escola/db/schema/user-modules';
import { users, type User } from '@escola/db/schema/users';
import { membershipOfUser } from '@escola/db/user-columns';
import { cursorColumns, planKeysetPage, type ListPageQuery } from '../../lists/admin-list-page';
import { countListSize } from '../../lists/count-list-size';
import { allOf, usersTextContains } from '../../lists/search-conditions';

const SORT_COLUMNS = {
  name: users.name,
  email: users.email,
  username: users.username,
  joinDate: users.joinDate,
} as const satisfies Record<UserListSortField, AnyPgColumn>;

export type UserListConditions = {
  /** A search term; `cpf` or `email` instead when the term is a whole CPF or e-mail address. */
  term?: string | undefined;
  cpf?: string | undefined;
  email?: string | undefined;
  access?: User['access'] | undefined;
  type?: User['type'] | undefined;
  group?: string | undefined;
  classGroupId?: string | undefined;
};

/**
 * The learner is in the group, as a condition on `users` alone (the count and the search probe);
 * the page query joins the memberships instead and reads them in name order (findUserListRows).
 */
const inClassGroup = (classGroupId: string): SQL =>
  sql`${users.id} in (select ${classGroupMemberships.userId} from ${classGroupMemberships}
    where ${classGroupMemberships.classGroupId} = ${classGroupId})`;

/** The list's WHERE, or undefined when nothing filters it (its size may then be estimated). */
export const buildUserListWhere = (conditions: UserListConditions): SQL | undefined =>
  allOf([
    conditions.cpf ? eq(users.cpf, conditions.cpf) : undefined,
    conditions.email ? eq(users.email, conditions.email) : undefined,
    conditions.term ? usersTextContains(conditions.term) : undefined,
    conditions.access ? eq(users.access, conditions.access) : undefined,
    conditions.type ? eq(users.type, conditions.type) : undefined,
    conditions.group ? eq(users.group, conditions.group) : undefined,
    conditions.classGroupId ? inClassGroup(conditions.classGroupId) : undefined,
  ]);

const listItemColumns = {
  id: users.id,
  name: users.name,
  username: users.username,
  email: users.email,
  type: users.type,
  access: users.access,
  source: users.source,
  group: users.group,
  classGroupId: classGroups.id,
  classGroupName: classGroups.name,
  joinDate: users.joinDate,
  blockedByInactivityAt: users.blockedByInactivityAt,
  deleteRequestedAt: users.deleteRequestedAt,
};

export const findUserListRows = async ({
  db,
  where,
  classGroupId,
  query,
}: {
  db: DatabaseExecutor;
  /** The list's WHERE without its class group, or the probed matches. */
  where: SQL | undefined;
  classGroupId: string | undefined;
  query: ListPageQuery & { sort: NonNullable<GetUserManagementAllUsersQuery['sort']> };
}) => {
  // A group's learners by name come from class_group_memberships_group_name_index in order (the
  // membership keeps the name): a page of a 20,000-learner group reads 51 rows, not 20,000.
  const byMemberName = classGroupId !== undefined && query.sort === 'name';
  const sortColumn = byMemberName ? classGroupMemberships.name : SORT_COLUMNS[query.sort];
  const idColumn = byMemberName ? classGroupMemberships.userId : users.id;
  const plan = planKeysetPage({
    query,
    sortColumn,
    idColumn,
    uniqueSortColumn: query.sort === 'email' || query.sort === 'username',
  });
  return db
    .select({
      ...listItemColumns,
      ...cursorColumns({ sortColumn, idColumn }),
    })
    .from(users)
    .leftJoin(classGroupMemberships, membershipOfUser)
    .leftJoin(classGroups, eq(classGroups.id, classGroupMemberships.classGroupId))
    .where(
      and(
        where,
        classGroupId === undefined
          ? undefined
          : eq(classGroupMemberships.classGroupId, classGroupId),
        plan.after,
      ),
    )
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
};

export const countUserList = ({ db, where }: { db: Database; where: SQL | undefined }) =>
  countListSize({ db, from: sql`${users}`, where, tableName: 'users' });

export type UserListRow = Awaited<ReturnType<typeof findUserListRows>>[number];

export const findUserListRow = async ({ db, id }: { db: DatabaseExecutor; id: string }) => {
  const [row] = await db
    .select(listItemColumns)
    .from(users)
    .leftJoin(classGroupMemberships, membershipOfUser)
    .leftJoin(classGroups, eq(classGroups.id, classGroupMemberships.classGroupId))
    .where(eq(users.id, id))
    .limit(1);
  return row;
};

export const findModulesOfUsers = async ({
  db,
  userIds,
}: {
  db: DatabaseExecutor;
  userIds: readonly string[];
}) => {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: userModules.userId,
      superBlock: userModules.superBlock,
      status: userModules.status,
      expiresAt: userModules.expiresAt,
    })
    .from(userModules)
    .where(inArray(userModules.userId, [...userIds]))
    .orderBy(asc(userModules.superBlock));
};

export const findClassGroupName = async ({ db, id }: { db: DatabaseExecutor; id: string }) => {
  const [row] = await db
    .select({ name: classGroups.name })
    .from(classGroups)
    .where(eq(classGroups.id, id))
    .limit(1);
  return row?.name;
};

/** The user an edit changes, locked until the edit's transaction ends. */
export const lockUserForEdit = async ({ db, id }: { db: DatabaseExecutor; id: string }) => {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      type: users.type,
      access: users.access,
      source: users.source,
      group: users.group,
      classGroupId: classGroupMemberships.classGroupId,
    })
    .from(users)
    .leftJoin(classGroupMemberships, membershipOfUser)
    .where(eq(users.id, id))
    .for('update', { of: users })
    .limit(1);
  return row;
};

export type EditableUserFields = Partial<Pick<User, 'type' | 'access' | 'source' | 'group'>>;

export const updateUserFields = async ({
  db,
  id,
  fields,
}: {
  db: DatabaseExecutor;
  id: string;
  fields: EditableUserFields;
}) => {
  if (Object.keys(fields).length === 0) return;
  await db.update(users).set(fields).where(eq(users.id, id));
};

export const replaceUserModules = async ({
  db,
  userId,
  modules,
}: {
  db: DatabaseExecutor;
  userId: string;
  modules: readonly { superBlock: string; status: 'active' | 'expired'; expiresAt: Date | null }[];
}) => {
  await db.delete(userModules).where(eq(userModules.userId, userId));
  if (modules.length === 0) return;
  await db.insert(userModules).values(modules.map((module) => ({ userId, ...module })));
};

export const findUserEmails = async ({
  db,
  where,
  limit,
}: {
  db: DatabaseExecutor;
  where: SQL | undefined;
  limit: number;
}) =>
  db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(where)
    .orderBy(asc(users.name), asc(users.id))
    .limit(limit);
