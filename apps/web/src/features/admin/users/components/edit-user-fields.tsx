// The form inside the edit-user drawer. Only what the staff member may change is editable (and
// sent): the type only for super, never one's own type or access; admins and supers only by super.
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserListItem } from '@escola/contracts/get-user-management-all-users';
import type { PutUserManagementEditUserBody } from '@escola/contracts/put-user-management-edit-user';
import { ACCESS_LEVELS, ROLE_LABELS, USER_TYPES, type UserType } from '@escola/domain/users';
import { Switch } from '../../../../components/ui/switch';
import type { ClassGroupOption } from '../hooks/use-class-group-options';
import {
  toEditUserBody,
  toEditUserForm,
  type EditPermissions,
  type EditUserForm,
  type OpenAccessLevel,
} from '../lib/edit-user-form';
import { formatSchoolDate } from '@escola/domain/zoned-date';
import { AccountStatus } from './account-status';
import { UserModulesField } from './user-modules-field';

const OPEN_ACCESS_LEVELS = ACCESS_LEVELS.filter(
  (level): level is OpenAccessLevel => level !== 'blocked',
);

const Field = ({
  id,
  label,
  help,
  children,
}: {
  id: string;
  label: string;
  help?: string;
  children: ReactNode;
}) => (
  <div className="admin-users__field">
    <label htmlFor={id}>{label}</label>
    {children}
    {help ? (
      <p id={`${id}-help`} className="admin-users__help">
        {help}
      </p>
    ) : null}
  </div>
);

export const EditUserFields = ({
  formId,
  user,
  isOwnAccount,
  permissions,
  classGroups,
  failure,
  onAccountUnlocked,
  onSubmit,
}: {
  formId: string;
  user: UserListItem;
  isOwnAccount: boolean;
  permissions: EditPermissions;
  classGroups: { options: ClassGroupOption[]; isUnavailable: boolean };
  failure: string | null;
  onAccountUnlocked: () => void;
  onSubmit: (body: PutUserManagementEditUserBody) => void;
}) => {
  const { t } = useTranslation('admin');
  const id = useId();
  const [form, setForm] = useState<EditUserForm>(() => toEditUserForm(user));
  const change = (changes: Partial<EditUserForm>) =>
    setForm((current) => ({ ...current, ...changes }));
  const isLocked = !permissions.canEdit;
  const classGroupOptions =
    user.classGroup && !classGroups.options.some((option) => option.value === user.classGroup?.id)
      ? [...classGroups.options, { value: user.classGroup.id, label: user.classGroup.name }]
      : classGroups.options;

  return (
    <form
      id={formId}
      className="admin-users__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(toEditUserBody({ user, form, permissions }));
      }}
    >
      <div className="admin-users__summary">
        <p>
          <strong>{user.name || user.email}</strong>
        </p>
        <p>{user.email}</p>
        <p className="admin-lists__muted">
          {t('users.drawer.username', { username: user.username })} ·{' '}
          {t('users.drawer.joinDate', { date: formatSchoolDate(user.joinDate) })}
        </p>
      </div>
      <AccountStatus email={user.email} onUnlocked={onAccountUnlocked} />
      {isLocked ? <p className="admin-users__note">{t('users.drawer.staffSuperOnly')}</p> : null}
      {!isLocked && isOwnAccount ? (
        <p className="admin-users__note">{t('users.drawer.ownAccount')}</p>
      ) : null}

      {permissions.canChangeType ? (
        <Field id={`${id}-type`} label={t('users.drawer.type')}>
          <select
            id={`${id}-type`}
            value={form.type}
            onChange={(event) => change({ type: event.target.value as UserType })}
          >
            {USER_TYPES.map((type) => (
              <option key={type} value={type}>
                {ROLE_LABELS[type]}
              </option>
            ))}
          </select>
        </Field>
      ) : null}

      <Field
        id={`${id}-access`}
        label={form.blocked ? t('users.drawer.accessWhenUnblocked') : t('users.drawer.access')}
      >
        <select
          id={`${id}-access`}
          value={form.accessLevel}
          disabled={!permissions.canChangeAccess}
          onChange={(event) => change({ accessLevel: event.target.value as OpenAccessLevel })}
        >
          {OPEN_ACCESS_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`users.accessLevels.${level}`)}
            </option>
          ))}
        </select>
      </Field>
      <div className="admin-users__field">
        <Switch
          label={t('users.drawer.blocked')}
          isSelected={form.blocked}
          isDisabled={!permissions.canChangeAccess}
          onChange={(blocked) => change({ blocked })}
          stateText={form.blocked ? t('users.drawer.blockedOn') : t('users.drawer.blockedOff')}
          describedBy={`${id}-blocked-help`}
        />
        <p id={`${id}-blocked-help`} className="admin-users__help">
          {t('users.drawer.blockedHelp')}
        </p>
      </div>

      <Field
        id={`${id}-source`}
        label={t('users.drawer.source')}
        help={t('users.drawer.sourceHelp')}
      >
        <input
          id={`${id}-source`}
          value={form.source}
          maxLength={100}
          disabled={isLocked}
          aria-describedby={`${id}-source-help`}
          onChange={(event) => change({ source: event.target.value })}
        />
      </Field>
      <Field id={`${id}-group`} label={t('users.drawer.group')} help={t('users.drawer.groupHelp')}>
        <input
          id={`${id}-group`}
          value={form.group}
          maxLength={100}
          disabled={isLocked}
          aria-describedby={`${id}-group-help`}
          onChange={(event) => change({ group: event.target.value })}
        />
      </Field>

      {permissions.canChangeClassGroup ? (
        <Field
          id={`${id}-class-group`}
          label={t('users.drawer.classGroup')}
          help={t('users.drawer.classGroupHelp')}
        >
          <select
            id={`${id}-class-group`}
            value={form.classGroupId}
            aria-describedby={`${id}-class-group-help`}
            onChange={(event) => change({ classGroupId: event.target.value })}
          >
            <option value="">{t('users.drawer.noClassGroup')}</option>
            {classGroupOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
      ) : (
        <div className="admin-users__field">
          <p>
            <strong>{t('users.drawer.classGroup')}:</strong>{' '}
            {user.classGroup?.name ?? t('users.drawer.noClassGroup')}
          </p>
          {classGroups.isUnavailable ? (
            <p className="admin-users__help">{t('users.drawer.classGroupsUnavailable')}</p>
          ) : null}
        </div>
      )}

      <UserModulesField
        modules={form.modules}
        isDisabled={isLocked}
        onChange={(modules) => change({ modules })}
      />
      {failure ? (
        <p className="admin-users__error" role="alert">
          {failure}
        </p>
      ) : null}
    </form>
  );
};
