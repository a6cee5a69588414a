// On every page of the default layout: fetches the deletion status after the session user (spec),
// shows the spec's error when that fails, and, while a deletion is pending, a banner with the days
// left and "Cancelar exclusão". /settings shows the same in its "Excluir conta" section instead.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ACCOUNT_DELETION_STATUS_ERROR_MESSAGE } from '@escola/domain/messages';
import { Button } from '../../../components/ui/button';
import { useFlash } from '../../../lib/flash';
import {
  useAccountDeletionStatus,
  useRevertAccountDeletion,
} from '../hooks/use-account-deletion-status';

export const SETTINGS_DELETION_ANCHOR = 'excluir-conta';

export const AccountDeletionBanner = () => {
  const { t } = useTranslation('settings');
  const { pathname } = useLocation();
  const { showFlash } = useFlash();
  const status = useAccountDeletionStatus();
  const revert = useRevertAccountDeletion();

  useEffect(() => {
    if (status.isError)
      showFlash({ type: 'danger', message: ACCOUNT_DELETION_STATUS_ERROR_MESSAGE });
  }, [status.isError, status.errorUpdatedAt, showFlash]);

  if (!status.data?.requestedDelete || pathname.startsWith('/settings')) return null;
  return (
    <div className="account-deletion-banner" role="region" aria-label={t('accountDeletion.title')}>
      <p>
        {t('accountDeletion.pending', { count: status.data.daysToDelete ?? 0 })}{' '}
        <Link to={`/settings#${SETTINGS_DELETION_ANCHOR}`}>{t('accountDeletion.bannerLink')}</Link>
      </p>
      <Button variant="secondary" disabled={revert.isPending} onClick={() => revert.mutate()}>
        {revert.isPending ? t('accountDeletion.reverting') : t('accountDeletion.revert')}
      </Button>
    </div>
  );
};
