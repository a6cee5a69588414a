// /admin/enrollment-users (all staff; "Gerenciamento de usuários"): the school's users, searched by
// name, e-mail, username or CPF, filtered by access, type, group and class group, sorted and paged
// on the server by keyset. Each row opens the edit-user drawer; the e-mail drawer finds e-mails.
import { useQueryClient } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  USER_LIST_FILTER_KEYS,
  type UserListItem,
} from '@escola/contracts/get-user-management-all-users';
import { STAFF_USER_LIST_FILTER } from '@escola/domain/constants';
import { ACCESS_LEVELS, ROLE_LABELS, USER_TYPES } from '@escola/domain/users';
import { Button } from '../../../../components/ui/button';
import { AdminListTable } from '../../components/admin-list-table';
import { ListFiltersForm } from '../../components/list-filters-form';
import { useAdminList } from '../../hooks/use-admin-list';
import { ListSearchField } from '../../components/list-search-field';
import { SelectFilter } from '../../components/select-filter';
import { UserManagementNav } from '../../components/user-management-nav';
import { USERS_LIST_PATH, USERS_LIST_QUERY_KEY } from '../api/users-query-keys';
import { useClassGroupOptions } from '../hooks/use-class-group-options';
import { EditUserDrawer } from './edit-user-drawer';
import { EmailDrawer } from './email-drawer';
import { useUserColumns } from './user-columns';
import '../../components/admin-lists.css';
import './users.css';

const DEFAULTS = {
  sort: STAFF_USER_LIST_FILTER.sort,
  order: STAFF_USER_LIST_FILTER.order,
  pageSize: STAFF_USER_LIST_FILTER.pageSize,
};
const PAGE_SIZES = [10, 20, 50, 100] as const;

const EnrollmentUsersPage = () => {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const list = useAdminList<UserListItem, (typeof USER_LIST_FILTER_KEYS)[number]>({
    path: USERS_LIST_PATH,
    defaults: DEFAULTS,
    filterKeys: USER_LIST_FILTER_KEYS,
  });
  const classGroups = useClassGroupOptions();
  const [editing, setEditing] = useState<UserListItem | null>(null);
  const [isEmailDrawerOpen, setEmailDrawerOpen] = useState(false);
  const columns = useUserColumns({
    onEdit: useCallback((user: UserListItem) => setEditing(user), []),
  });

  const hasFilters = list.search !== '' || Object.values(list.filters).some(Boolean);
  const clearFilters = () => list.clearParams(['search', ...USER_LIST_FILTER_KEYS]);
  const refreshList = () => queryClient.invalidateQueries({ queryKey: USERS_LIST_QUERY_KEY });

  return (
    <section className="admin-lists admin-users">
      <h1>{t('titles.user-management')}</h1>
      <UserManagementNav />
      <div className="admin-users__intro">
        <p>{t('users.description')}</p>
        <Button variant="secondary" onClick={() => setEmailDrawerOpen(true)}>
          <Mail aria-hidden="true" size={18} />
          {t('users.openEmails')}
        </Button>
      </div>
      <ListFiltersForm
        label={t('users.filters')}
        clear={hasFilters ? { label: t('users.clear'), onClear: clearFilters } : null}
      >
        <ListSearchField label={t('users.search')} value={list.search} onSearch={list.setSearch} />
        <SelectFilter
          label={t('users.access')}
          anyLabel={t('users.anyAccess')}
          value={list.filters.access}
          options={ACCESS_LEVELS.map((level) => ({
            value: level,
            label: t(`users.accessLevels.${level}`),
          }))}
          onChange={(value) => list.setFilter('access', value)}
        />
        <SelectFilter
          label={t('users.type')}
          anyLabel={t('users.anyType')}
          value={list.filters.type}
          options={USER_TYPES.map((type) => ({ value: type, label: ROLE_LABELS[type] }))}
          onChange={(value) => list.setFilter('type', value)}
        />
        <ListSearchField
          label={t('users.group')}
          value={list.filters.group}
          onSearch={(value) => list.setFilter('group', value)}
        />
        {classGroups.options.length > 0 || list.filters.classGroupId ? (
          <SelectFilter
            label={t('users.classGroup')}
            anyLabel={t('users.anyClassGroup')}
            value={list.filters.classGroupId}
            options={classGroups.options}
            onChange={(value) => list.setFilter('classGroupId', value)}
          />
        ) : null}
      </ListFiltersForm>
      <AdminListTable
        list={list}
        caption={t('users.caption')}
        columns={columns}
        emptyText={t('users.empty')}
        errorText={t('users.error')}
        pageSizeOptions={PAGE_SIZES}
      />
      <EditUserDrawer
        user={editing}
        classGroups={classGroups}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refreshList();
        }}
        onAccountUnlocked={() => void refreshList()}
      />
      <EmailDrawer isOpen={isEmailDrawerOpen} onClose={() => setEmailDrawerOpen(false)} />
    </section>
  );
};

export default EnrollmentUsersPage;
