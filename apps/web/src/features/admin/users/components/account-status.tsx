// The account's situation by e-mail in the edit-user drawer (GET /api/users/status-by-email), with
// "Desbloquear conta" when inactivity blocked it (POST /api/users/unlock-user-account).
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { useFlash } from '../../../../lib/flash';
import { HttpError } from '../../../../lib/http';
import { fetchAccountStatus, unlockUserAccount } from '../api/users-api';

export const AccountStatus = ({ email, onUnlocked }: { email: string; onUnlocked: () => void }) => {
  const { t } = useTranslation('admin');
  const { showFlash } = useFlash();
  const status = useQuery({
    queryKey: ['admin-users', 'account-status', email],
    queryFn: () => fetchAccountStatus(email),
    retry: false,
  });
  const unlock = useMutation({
    mutationFn: () => unlockUserAccount(email),
    onSuccess: async (answer) => {
      showFlash({ type: answer.type, message: answer.message });
      await status.refetch();
      onUnlocked();
    },
    onError: (error) =>
      showFlash({
        type: 'danger',
        message: error instanceof HttpError ? error.flash.message : t('users.drawer.unlockError'),
      }),
  });

  const text = status.isPending
    ? t('users.drawer.statusLoading')
    : status.isError
      ? t('users.drawer.statusError')
      : t(`users.drawer.statuses.${status.data}`);

  return (
    <div className="admin-users__status">
      <p>
        <strong>{t('users.drawer.accountStatus')}:</strong> <span role="status">{text}</span>
      </p>
      {status.data === 'blocked' ? (
        <Button variant="secondary" disabled={unlock.isPending} onClick={() => unlock.mutate()}>
          {unlock.isPending ? t('users.drawer.unlocking') : t('users.drawer.unlock')}
        </Button>
      ) : null}
    </div>
  );
};
