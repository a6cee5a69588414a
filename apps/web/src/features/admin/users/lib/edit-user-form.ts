// The edit-user drawer's form: built from a list item, sent as the edit call's body. Block and
// unblock are one switch over the access level (block = access 'blocked'; unblocking restores the
// level chosen in the form). What the staff member may change decides what is sent.
import type { CalendarDate } from '@internationalized/date';
import type { ModuleStatus, UserListItem } from '@escola/contracts/get-user-management-all-users';
import type { PutUserManagementEditUserBody } from '@escola/contracts/put-user-management-edit-user';
import { SCHOOL_TIME_ZONE } from '@escola/domain/constants';
import { SUPER_BLOCKS, type SuperBlock } from '@escola/domain/super-blocks';
import type { AccessLevel, UserType } from '@escola/domain/users';
import { formatIsoCalendarDate } from '@escola/domain/zoned-date';
import {
  formatCalendarDate,
  parseCalendarDate,
} from '../../../../components/ui/convert-calendar-dates';

export type OpenAccessLevel = Exclude<AccessLevel, 'blocked'>;

/** The level a blocked account returns to unless the staff member picks another. */
export const DEFAULT_UNBLOCKED_ACCESS: OpenAccessLevel = 'limited';

export type ModuleDraft = {
  superBlock: SuperBlock;
  expiresAt: CalendarDate | null;
  status: ModuleStatus;
};

export type EditUserForm = {
  type: UserType;
  blocked: boolean;
  accessLevel: OpenAccessLevel;
  source: string;
  group: string;
  /** '' for no class group. */
  classGroupId: string;
  modules: ModuleDraft[];
};

/** What the acting staff member may change on this user (the server checks the same rules). */
export type EditPermissions = {
  canEdit: boolean;
  canChangeType: boolean;
  canChangeAccess: boolean;
  canChangeClassGroup: boolean;
};

export const getEditPermissions = ({
  actor,
  user,
  classGroupsAvailable,
}: {
  actor: { id: string; type: UserType } | null;
  user: Pick<UserListItem, 'id' | 'type'>;
  classGroupsAvailable: boolean;
}): EditPermissions => {
  const isSuper = actor?.type === 'super';
  const canEdit = Boolean(actor) && (isSuper || (user.type !== 'admin' && user.type !== 'super'));
  const isOwn = actor?.id === user.id;
  return {
    canEdit,
    canChangeType: canEdit && isSuper && !isOwn,
    canChangeAccess: canEdit && !isOwn,
    canChangeClassGroup: canEdit && classGroupsAvailable,
  };
};

const isSuperBlock = (value: string): value is SuperBlock =>
  (SUPER_BLOCKS as readonly string[]).includes(value);

const toCalendarDate = (iso: string | null): CalendarDate | null =>
  iso
    ? parseCalendarDate(formatIsoCalendarDate({ date: new Date(iso), timeZone: SCHOOL_TIME_ZONE }))
    : null;

export const toEditUserForm = (user: UserListItem): EditUserForm => ({
  type: user.type,
  blocked: user.access === 'blocked',
  accessLevel: user.access === 'blocked' ? DEFAULT_UNBLOCKED_ACCESS : user.access,
  source: user.source,
  group: user.group,
  classGroupId: user.classGroup?.id ?? '',
  modules: user.modules.flatMap((module) =>
    isSuperBlock(module.superBlock)
      ? [
          {
            superBlock: module.superBlock,
            expiresAt: toCalendarDate(module.expiresAt),
            status: module.status,
          },
        ]
      : [],
  ),
});

export const toEditUserBody = ({
  user,
  form,
  permissions,
}: {
  user: Pick<UserListItem, 'id'>;
  form: EditUserForm;
  permissions: EditPermissions;
}): PutUserManagementEditUserBody => ({
  userId: user.id,
  ...(permissions.canChangeType ? { type: form.type } : {}),
  ...(permissions.canChangeAccess ? { access: form.blocked ? 'blocked' : form.accessLevel } : {}),
  source: form.source.trim(),
  group: form.group.trim(),
  ...(permissions.canChangeClassGroup ? { classGroupId: form.classGroupId || null } : {}),
  modules: form.modules.map((module) => ({
    superBlock: module.superBlock,
    expiresAt: formatCalendarDate(module.expiresAt),
    status: module.status,
  })),
});

/** The first superblock without a module yet, or undefined when all four have one. */
export const nextFreeSuperBlock = (modules: readonly ModuleDraft[]): SuperBlock | undefined =>
  SUPER_BLOCKS.find((superBlock) => !modules.some((module) => module.superBlock === superBlock));
