// "Cancelar o envio?": asks before a manual e-mail is cancelled; on success the list is read again
// (the row says "Cancelado") and the server's message shown. A refusal (sent meanwhile, cancelled
// by someone else) shows the server's reason and reads the list again too.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ManualEmailItem } from '@escola/contracts/manual-email-payload';
import { ConfirmActionModal } from '../../components/confirm-action-modal';
import { messageErrorMessage } from '../../messages/lib/message-errors';
import { MANUAL_EMAILS_QUERY_KEY, cancelManualEmail } from '../api/manual-emails-api';

export const CancelManualEmailModal = ({
  email,
  onClose,
}: {
  email: ManualEmailItem;
  onClose: () => void;
}) => {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return (
    <ConfirmActionModal
      labels={{
        title: t('manualEmails.cancel.title', { subject: email.data.subject }),
        keep: t('manualEmails.cancel.keep'),
        confirm: t('manualEmails.cancel.confirm'),
        pending: t('manualEmails.cancel.cancelling'),
      }}
      action={() => cancelManualEmail(email.id)}
      refresh={() => queryClient.invalidateQueries({ queryKey: MANUAL_EMAILS_QUERY_KEY })}
      errorMessage={messageErrorMessage}
      onClose={onClose}
    >
      <p>
        {t(
          email.status === 'sending'
            ? 'manualEmails.cancel.sending'
            : 'manualEmails.cancel.scheduled',
        )}
      </p>
    </ConfirmActionModal>
  );
};
