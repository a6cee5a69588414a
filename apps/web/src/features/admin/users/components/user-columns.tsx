// The columns of the users table: who the user is (and the account's situation), their role and
// access, class group and group, join date, and the button that opens the edit drawer.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserListItem } from '@escola/contracts/get-user-management-all-users';
import { ROLE_LABELS } from '@escola/domain/users';
import { Button } from '../../../../components/ui/button';
import type { DataTableColumn } from '../../../../components/ui/data-table';
import { formatSchoolDate } from '@escola/domain/zoned-date';

/** The name, with the account's situation under it when it is not plainly active. */
const UserName = ({ user }: { user: UserListItem }) => {
  const { t } = useTranslation('admin');
  return (
    <span className="admin-lists__stack">
      <span>{user.name || t('users.none')}</span>
      {user.isBlockedByInactivity ? (
        <span className="admin-users__badge admin-users__badge--danger">
          {t('users.rowStatus.blockedByInactivity')}
        </span>
      ) : null}
      {user.deleteRequested ? (
        <span className="admin-users__badge">{t('users.rowStatus.deleteRequested')}</span>
      ) : null}
    </span>
  );
};

const NoWrap = ({ children }: { children: string }) => (
  <span className="admin-lists__nowrap">{children}</span>
);

export const useUserColumns = ({ onEdit }: { onEdit: (user: UserListItem) => void }) => {
  const { t } = useTranslation('admin');
  return useMemo<DataTableColumn<UserListItem>[]>(() => {
    const none = t('users.none');
    return [
      {
        id: 'name',
        header: t('users.columns.name'),
        cell: (row) => <UserName user={row} />,
        sortable: true,
      },
      {
        id: 'email',
        header: t('users.columns.email'),
        cell: (row) => <NoWrap>{row.email}</NoWrap>,
        sortable: true,
      },
      {
        id: 'username',
        header: t('users.columns.username'),
        cell: (row) => <NoWrap>{row.username}</NoWrap>,
        sortable: true,
      },
      { id: 'type', header: t('users.columns.type'), cell: (row) => ROLE_LABELS[row.type] },
      {
        id: 'access',
        header: t('users.columns.access'),
        cell: (row) =>
          row.access === 'blocked' ? (
            <span className="admin-users__badge admin-users__badge--danger">
              {t('users.accessLevels.blocked')}
            </span>
          ) : (
            t(`users.accessLevels.${row.access}`)
          ),
      },
      {
        id: 'classGroup',
        header: t('users.columns.classGroup'),
        cell: (row) => (
          <span className="admin-lists__stack">
            <span>{row.classGroup?.name ?? none}</span>
            {row.group ? <span className="admin-lists__muted">{row.group}</span> : null}
          </span>
        ),
      },
      {
        id: 'joinDate',
        header: t('users.columns.joinDate'),
        cell: (row) => <NoWrap>{formatSchoolDate(row.joinDate)}</NoWrap>,
        sortable: true,
      },
      {
        id: 'actions',
        header: t('users.columns.actions'),
        cell: (row) => (
          <Button
            variant="secondary"
            aria-label={t('users.editUser', { name: row.name || row.email })}
            onClick={() => onEdit(row)}
          >
            {t('users.edit')}
          </Button>
        ),
      },
    ];
  }, [t, onEdit]);
};
