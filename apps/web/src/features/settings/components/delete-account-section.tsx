// "Excluir conta" (the danger zone, last on the page): the request through a confirmation modal,
// or, while a deletion is pending, the days left and "Cancelar exclusão". Staff read why they
// cannot ask. The status comes from the query the banner started after the session user.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { SessionUser } from '@escola/contracts/get-session-user';
import {
  ACCOUNT_DELETION_GRACE_DAYS,
  canRequestAccountDeletion,
} from '@escola/domain/account-deletion';
import { ACCOUNT_DELETION_STATUS_ERROR_MESSAGE } from '@escola/domain/messages';
import { Button } from '../../../components/ui/button';
import { useModal } from '../../../lib/modal-manager';
import {
  useAccountDeletionStatus,
  useRevertAccountDeletion,
} from '../hooks/use-account-deletion-status';
import { SETTINGS_DELETION_ANCHOR } from './account-deletion-banner';
import { DeleteAccountModal } from './delete-account-modal';

const PendingDeletion = ({ daysToDelete }: { daysToDelete: number }) => {
  const { t } = useTranslation('settings');
  const revert = useRevertAccountDeletion();
  return (
    <div className="settings-danger-notice" role="status">
      <p className="settings-section__done">
        {t('accountDeletion.pending', { count: daysToDelete })}
      </p>
      <p>{t('accountDeletion.pendingHelp')}</p>
      <Button disabled={revert.isPending} onClick={() => revert.mutate()}>
        {revert.isPending ? t('accountDeletion.reverting') : t('accountDeletion.revert')}
      </Button>
    </div>
  );
};

const DeletionStatus = ({ user }: { user: SessionUser }) => {
  const { t } = useTranslation('settings');
  const { openModal } = useModal();
  const status = useAccountDeletionStatus();
  if (status.isPending) return <p>{t('accountDeletion.loading')}</p>;
  if (status.isError) {
    return (
      <>
        <p role="alert">{ACCOUNT_DELETION_STATUS_ERROR_MESSAGE}</p>
        <Button variant="secondary" onClick={() => void status.refetch()}>
          {t('accountDeletion.retry')}
        </Button>
      </>
    );
  }
  if (status.data.requestedDelete) {
    return <PendingDeletion daysToDelete={status.data.daysToDelete ?? 0} />;
  }
  return (
    <Button
      variant="danger"
      onClick={() =>
        openModal({
          id: 'delete-account',
          render: (close) => <DeleteAccountModal username={user.username} onClose={close} />,
        })
      }
    >
      {t('accountDeletion.request')}
    </Button>
  );
};

export const DeleteAccountSection = ({ user }: { user: SessionUser }) => {
  const { t } = useTranslation('settings');
  const { hash } = useLocation();
  const sectionRef = useRef<HTMLElement>(null);
  // The banner and the e-mail link here; the page is lazy, so the browser cannot scroll by itself.
  useEffect(() => {
    if (hash === `#${SETTINGS_DELETION_ANCHOR}`) sectionRef.current?.scrollIntoView();
  }, [hash]);
  return (
    <section
      ref={sectionRef}
      className="settings-section settings-section--danger"
      id={SETTINGS_DELETION_ANCHOR}
    >
      <h2>{t('accountDeletion.title')}</h2>
      {canRequestAccountDeletion(user) ? (
        <>
          <p className="settings-section__description">
            {t('accountDeletion.description', { days: ACCOUNT_DELETION_GRACE_DAYS })}
          </p>
          <DeletionStatus user={user} />
        </>
      ) : (
        <p className="settings-section__description">{t('accountDeletion.staff')}</p>
      )}
    </section>
  );
};
