// The edit-user drawer (docs/product/admin.md): type (super only), access with block/unblock,
// source, group, class group and modules with their last day, and the account's situation by
// e-mail. Saving answers the updated user and refreshes the list; a failure shows "Erro ao editar
// usuário."
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserListItem } from '@escola/contracts/get-user-management-all-users';
import type { PutUserManagementEditUserBody } from '@escola/contracts/put-user-management-edit-user';
import { EDIT_USER_ERROR_MESSAGE } from '@escola/domain/messages';
import { Button } from '../../../../components/ui/button';
import { Drawer } from '../../../../components/ui/drawer';
import { useFlash } from '../../../../lib/flash';
import { HttpError } from '../../../../lib/http';
import { useSessionUser } from '../../../../lib/session-user';
import { editUser } from '../api/users-api';
import type { ClassGroupOption } from '../hooks/use-class-group-options';
import { getEditPermissions, type EditPermissions } from '../lib/edit-user-form';
import { EditUserFields } from './edit-user-fields';

type ClassGroups = { options: ClassGroupOption[]; isUnavailable: boolean; isLoading: boolean };

export const EditUserDrawer = ({
  user,
  classGroups,
  onClose,
  onSaved,
  onAccountUnlocked,
}: {
  user: UserListItem | null;
  classGroups: ClassGroups;
  onClose: () => void;
  onSaved: (user: UserListItem) => void;
  onAccountUnlocked: () => void;
}) => {
  const { t } = useTranslation(['admin', 'common']);
  const { showFlash } = useFlash();
  const { user: actor } = useSessionUser();
  const formId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: PutUserManagementEditUserBody) => editUser(body),
    onSuccess: (saved) => {
      showFlash({ type: 'success', message: t('users.drawer.saved') });
      onSaved(saved);
    },
    onError: (error) => {
      showFlash({ type: 'danger', message: EDIT_USER_ERROR_MESSAGE });
      // The server's reason (e.g. a rule the staff member met), under the form.
      const reason = error instanceof HttpError ? error.flash.message : null;
      setFailure(reason && reason !== EDIT_USER_ERROR_MESSAGE ? reason : null);
    },
  });
  const close = () => {
    setFailure(null);
    save.reset();
    onClose();
  };
  const permissions: EditPermissions | null = user
    ? getEditPermissions({
        actor,
        user,
        classGroupsAvailable: !classGroups.isUnavailable && !classGroups.isLoading,
      })
    : null;

  return (
    <Drawer
      isOpen={user !== null}
      title={t('users.drawer.title')}
      closeLabel={t('common:close')}
      onClose={close}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={!permissions?.canEdit || save.isPending}>
            {save.isPending ? t('users.drawer.saving') : t('users.drawer.save')}
          </Button>
        </>
      }
    >
      {user && permissions ? (
        <EditUserFields
          key={user.id}
          formId={formId}
          user={user}
          isOwnAccount={actor?.id === user.id}
          permissions={permissions}
          classGroups={classGroups}
          failure={failure}
          onAccountUnlocked={onAccountUnlocked}
          onSubmit={(body) => {
            setFailure(null);
            save.mutate(body);
          }}
        />
      ) : null}
    </Drawer>
  );
};
