// Confirmation before asking for the account's deletion: the learner types their username (a
// deliberate act, not a stray click). On success the API's `account-deleted` flash shows, the
// status is read again and the page stays on /settings, now showing the countdown.
import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_DELETION_GRACE_DAYS } from '@escola/domain/account-deletion';
import { UNEXPECTED_ERROR_MESSAGE } from '@escola/domain/messages';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useFlash } from '../../../lib/flash';
import { HttpError } from '../../../lib/http';
import { ACCOUNT_DELETION_STATUS_QUERY_KEY, requestAccountDeletion } from '../api/account-deletion';
import { USER_SESSIONS_QUERY_KEY } from '../api/user-sessions';

export const DeleteAccountModal = ({
  username,
  onClose,
}: {
  username: string;
  onClose: () => void;
}) => {
  const { t } = useTranslation(['settings', 'common']);
  const queryClient = useQueryClient();
  const { showFlash } = useFlash();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const mutation = useMutation({
    mutationFn: requestAccountDeletion,
    onSuccess: async (flash) => {
      showFlash({ type: flash.type, message: flash.message });
      onClose();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ACCOUNT_DELETION_STATUS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: USER_SESSIONS_QUERY_KEY }),
      ]);
    },
    onError: (error) =>
      showFlash(
        error instanceof HttpError
          ? error.flash
          : { type: 'danger', message: UNEXPECTED_ERROR_MESSAGE },
      ),
  });
  const confirmed = typed.trim().toLowerCase() === username;
  return (
    <Modal
      title={t('accountDeletion.confirmTitle')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={!confirmed || mutation.isPending}
            onClick={() => mutation.mutate()}
          >
            {mutation.isPending ? t('accountDeletion.confirming') : t('accountDeletion.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('accountDeletion.confirmDescription', { days: ACCOUNT_DELETION_GRACE_DAYS })}</p>
      <div className="form__field">
        <label htmlFor={inputId}>{t('accountDeletion.confirmLabel', { username })}</label>
        <input
          id={inputId}
          value={typed}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
    </Modal>
  );
};
