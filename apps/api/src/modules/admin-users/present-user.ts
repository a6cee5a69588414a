// The user list item of the admin users area (contracts: UserListItem), from a list row and its
// modules: what the list answers for each row and the edit answers for the edited user.
import type { UserListItem } from '@escola/contracts/get-user-management-all-users';
import { HttpError } from '../../http-error';
import { MESSAGES } from '../../messages';
import type { DatabaseExecutor } from '@escola/db/client';
import { findModulesOfUsers, findUserListRow } from './repository';

export type ListRow = Awaited<ReturnType<typeof findUserListRow>> & object;
export type ModuleRow = Awaited<ReturnType<typeof findModulesOfUsers>>[number];

export const presentModule = (module: Omit<ModuleRow, 'userId'>) => ({
  superBlock: module.superBlock,
  status: module.status,
  expiresAt: module.expiresAt ? module.expiresAt.toISOString() : null,
});

export const presentUser = ({
  row,
  modules,
}: {
  row: ListRow;
  modules: ModuleRow[];
}): UserListItem => ({
  id: row.id,
  name: row.name,
  username: row.username,
  email: row.email,
  type: row.type,
  access: row.access,
  source: row.source,
  group: row.group,
  classGroup:
    row.classGroupId && row.classGroupName !== null
      ? { id: row.classGroupId, name: row.classGroupName }
      : null,
  joinDate: row.joinDate.toISOString(),
  isBlockedByInactivity: row.blockedByInactivityAt !== null,
  deleteRequested: row.deleteRequestedAt !== null,
  modules: modules.map(presentModule),
});

export const groupModulesByUser = (modules: ModuleRow[]): Map<string, ModuleRow[]> => {
  const byUser = new Map<string, ModuleRow[]>();
  modules.forEach((module) => {
    byUser.set(module.userId, [...(byUser.get(module.userId) ?? []), module]);
  });
  return byUser;
};

export const findUserListItem = async ({ db, id }: { db: DatabaseExecutor; id: string }) => {
  const row = await findUserListRow({ db, id });
  if (!row) throw new HttpError({ statusCode: 404, message: MESSAGES.editUserNotFound });
  const modules = await findModulesOfUsers({ db, userIds: [id] });
  return presentUser({ row, modules });
};
