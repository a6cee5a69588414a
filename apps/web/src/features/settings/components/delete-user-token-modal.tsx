// Confirmation before the user token is deleted. On success the token leaves the session user, the
// API's `token-deleted` flash shows and the caller follows the redirect (/learn).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AFTER_DELETE_USER_TOKEN_PATH } from '@escola/contracts/delete-user-token';
import type { SessionUser } from '@escola/contracts/get-session-user';
import { UNEXPECTED_ERROR_MESSAGE } from '@escola/domain/messages';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useFlash } from '../../../lib/flash';
import { HttpError } from '../../../lib/http';
import { SESSION_USER_QUERY_KEY } from '../../../lib/session-user';
import { deleteUserToken } from '../../../lib/user-token';

export const DeleteUserTokenModal = ({
  onClose,
  onDeleted,
}: {
  onClose: () => void;
  onDeleted: (redirect: string) => void;
}) => {
  const { t } = useTranslation(['settings', 'common']);
  const queryClient = useQueryClient();
  const { showFlash } = useFlash();
  const mutation = useMutation({
    mutationFn: deleteUserToken,
    onSuccess: (flash) => {
      queryClient.setQueryData<SessionUser | null>(SESSION_USER_QUERY_KEY, (previous) =>
        previous ? { ...previous, userToken: null } : previous,
      );
      showFlash({ type: flash.type, message: flash.message });
      onDeleted(flash.redirect ?? AFTER_DELETE_USER_TOKEN_PATH);
    },
    onError: (error) => {
      showFlash(
        error instanceof HttpError
          ? error.flash
          : { type: 'danger', message: UNEXPECTED_ERROR_MESSAGE },
      );
      // No token on the server (deleted in another tab): the page should stop showing one.
      if (error instanceof HttpError && error.status === 404) {
        void queryClient.invalidateQueries({ queryKey: SESSION_USER_QUERY_KEY });
        onClose();
      }
    },
  });
  return (
    <Modal
      title={t('userToken.confirmTitle')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button variant="danger" disabled={mutation.isPending} onClick={() => mutation.mutate()}>
            {mutation.isPending ? t('userToken.deleting') : t('userToken.confirmDelete')}
          </Button>
        </>
      }
    >
      <p>{t('userToken.confirmDescription')}</p>
    </Modal>
  );
};
