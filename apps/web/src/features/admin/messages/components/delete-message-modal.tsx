// "Excluir a mensagem?": asks before anything is deleted (docs/product/admin.md); on success the
// list is read again and the server's message shown. A message someone else deleted meanwhile
// leaves the list.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGES_LIST_PATH } from '@escola/contracts/get-messages-get-messages';
import type { MessageItem } from '@escola/contracts/message-payload';
import { ConfirmActionModal } from '../../components/confirm-action-modal';
import { adminListQueryKey } from '../../hooks/use-admin-list';
import { deleteMessage } from '../api/messages-api';
import { messageErrorMessage } from '../lib/message-errors';

export const DeleteMessageModal = ({
  message,
  onClose,
}: {
  message: MessageItem;
  onClose: () => void;
}) => {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return (
    <ConfirmActionModal
      labels={{
        title: t('messages.delete.title', { title: message.title }),
        keep: t('messages.delete.cancel'),
        confirm: t('messages.delete.confirm'),
        pending: t('messages.delete.deleting'),
      }}
      action={() => deleteMessage(message.id)}
      refresh={() =>
        queryClient.invalidateQueries({ queryKey: adminListQueryKey(MESSAGES_LIST_PATH) })
      }
      errorMessage={messageErrorMessage}
      onClose={onClose}
    >
      <p>{t('messages.delete.body')}</p>
    </ConfirmActionModal>
  );
};
