// "Excluir a mensagem?": asks before anything is deleted (spec section 2); on success the list is
// read again and the server's message shown.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGES_LIST_PATH } from '@escola/contracts/get-messages-get-messages';
import type { MessageItem } from '@escola/contracts/message-payload';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { useFlash } from '../../../../lib/flash';
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
  const { showFlash } = useFlash();
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: adminListQueryKey(MESSAGES_LIST_PATH) });
  const mutation = useMutation({
    mutationFn: () => deleteMessage(message.id),
    onSuccess: async (answer) => {
      await refresh();
      showFlash({ type: 'success', message: answer.message });
      onClose();
    },
    onError: async (error) => {
      // A message someone else deleted meanwhile leaves the list.
      await refresh();
      showFlash({ type: 'danger', message: messageErrorMessage(error) });
      onClose();
    },
  });
  return (
    <Modal
      title={t('messages.delete.title', { title: message.title })}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
            {t('messages.delete.cancel')}
          </Button>
          <Button variant="danger" onClick={() => mutation.mutate()} disabled={mutation.isPending}>
            {mutation.isPending ? t('messages.delete.deleting') : t('messages.delete.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('messages.delete.body')}</p>
    </Modal>
  );
};
