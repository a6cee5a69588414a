// The edit of one user by staff (PUT or POST /user-management/edit-user): the rules of who may
// change what, then one transaction for the user row, the modules (the set is replaced) and the
// audit entry of the changed fields, before → after.
import type {
  EditUserModule,
  PutUserManagementEditUserBody,
} from '@escola/contracts/put-user-management-edit-user';
import type { UserListItem } from '@escola/contracts/get-user-management-all-users';
import type { Database } from '@escola/db/client';
import type { User } from '@escola/db/schema/users';
import { HttpError } from '../../http-error';
import { MESSAGES } from '../../messages';
import { changedFields, recordAuditEntry } from '../audit-log/record-audit-entry';
import { setClassGroupOf } from '../class-groups/repository';
import { endOfSchoolDay } from './end-of-school-day';
import { findUserListItem, presentModule } from './present-user';
import {
  findClassGroupName,
  findModulesOfUsers,
  lockUserForEdit,
  replaceUserModules,
  updateUserFields,
  type EditableUserFields,
} from './repository';

type Actor = Pick<User, 'id' | 'email' | 'name' | 'type'>;
type Target = NonNullable<Awaited<ReturnType<typeof lockUserForEdit>>>;

/**
 * Who may do what (the spec is silent; decisions of issue 18): only super changes a type or edits
 * an admin or super; nobody changes their own type or access. Values sent unchanged are no change.
 */
const checkEditAllowed = ({
  actor,
  target,
  edit,
}: {
  actor: Actor;
  target: Target;
  edit: PutUserManagementEditUserBody;
}): void => {
  const changesType = edit.type !== undefined && edit.type !== target.type;
  const changesAccess = edit.access !== undefined && edit.access !== target.access;
  const forbid = (message: string) => new HttpError({ statusCode: 403, message });
  if (actor.id === target.id && (changesType || changesAccess)) {
    throw forbid(MESSAGES.editUserOwnTypeOrAccess);
  }
  if (actor.type === 'super') return;
  if (target.type === 'admin' || target.type === 'super') {
    throw forbid(MESSAGES.editUserStaffSuperOnly);
  }
  if (changesType) throw forbid(MESSAGES.editUserTypeSuperOnly);
};

const toStoredModule = (module: EditUserModule) => ({
  superBlock: module.superBlock,
  status: module.status,
  expiresAt:
    module.expiresAt === null
      ? null
      : module.expiresAt.length === 10
        ? endOfSchoolDay(module.expiresAt)
        : new Date(module.expiresAt),
});

const sortBySuperBlock = <Module extends { superBlock: string }>(modules: Module[]) =>
  [...modules].sort((left, right) => left.superBlock.localeCompare(right.superBlock));

export const editUser = async ({
  db,
  actor,
  edit,
  now = new Date(),
}: {
  db: Database;
  actor: Actor;
  edit: PutUserManagementEditUserBody;
  now?: Date;
}): Promise<UserListItem> => {
  await db.transaction(async (transaction) => {
    const target = await lockUserForEdit({ db: transaction, id: edit.userId });
    if (!target) throw new HttpError({ statusCode: 404, message: MESSAGES.editUserNotFound });
    checkEditAllowed({ actor, target, edit });

    const currentClassGroupName = target.classGroupId
      ? ((await findClassGroupName({ db: transaction, id: target.classGroupId })) ?? '')
      : null;
    let nextClassGroupName = currentClassGroupName;
    if (edit.classGroupId) {
      const name = await findClassGroupName({ db: transaction, id: edit.classGroupId });
      if (name === undefined) {
        throw new HttpError({ statusCode: 404, message: MESSAGES.usersClassGroupNotFound });
      }
      nextClassGroupName = name;
    } else if (edit.classGroupId === null) nextClassGroupName = null;

    const fields: EditableUserFields = {
      ...(edit.type === undefined ? {} : { type: edit.type }),
      ...(edit.access === undefined ? {} : { access: edit.access }),
      ...(edit.source === undefined ? {} : { source: edit.source }),
      ...(edit.group === undefined ? {} : { group: edit.group }),
    };
    await updateUserFields({ db: transaction, id: target.id, fields });
    if (edit.classGroupId !== undefined && edit.classGroupId !== target.classGroupId) {
      await setClassGroupOf({
        db: transaction,
        userId: target.id,
        classGroupId: edit.classGroupId,
        now,
      });
    }

    const currentModules = (
      await findModulesOfUsers({ db: transaction, userIds: [target.id] })
    ).map(presentModule);
    let nextModules = currentModules;
    if (edit.modules !== undefined) {
      const stored = edit.modules.map(toStoredModule);
      await replaceUserModules({ db: transaction, userId: target.id, modules: stored });
      nextModules = sortBySuperBlock(stored).map(presentModule);
    }

    const classGroupOf = (id: string | null | undefined, name: string | null) =>
      id && name !== null ? { id, name } : null;
    const before = {
      type: target.type,
      access: target.access,
      source: target.source,
      group: target.group,
      classGroup: classGroupOf(target.classGroupId, currentClassGroupName),
      modules: currentModules,
    };
    const after = {
      type: edit.type ?? target.type,
      access: edit.access ?? target.access,
      source: edit.source ?? target.source,
      group: edit.group ?? target.group,
      classGroup:
        edit.classGroupId === undefined
          ? before.classGroup
          : classGroupOf(edit.classGroupId, nextClassGroupName),
      modules: nextModules,
    };
    const changes = changedFields({ before, after });
    if (Object.keys(changes.after).length === 0) return;
    await recordAuditEntry({
      db: transaction,
      actor,
      action: 'user.edit',
      target: { type: 'user', id: target.id, label: target.email },
      ...changes,
    });
  });
  return findUserListItem({ db, id: edit.userId });
};
