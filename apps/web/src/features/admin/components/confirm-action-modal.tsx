// A staff action asked first ("Excluir a mensagem?", "Cancelar o envio?"): "confirm" runs it. On
// success the list is read again, the server's message shown and `onDone` called; on a refusal
// (someone else changed the row meanwhile) the list is read again too and the refusal shown.
// The dialog closes either way.
import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { Flash } from '@escola/contracts/flash';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useFlash } from '../../../lib/flash';

export type ConfirmActionLabels = {
  title: string;
  keep: string;
  confirm: string;
  pending: string;
};

export const ConfirmActionModal = ({
  labels,
  children,
  action,
  refresh,
  errorMessage,
  onDone,
  onClose,
}: {
  labels: ConfirmActionLabels;
  children: ReactNode;
  action: () => Promise<Flash>;
  refresh: () => Promise<unknown>;
  errorMessage: (error: unknown) => string;
  onDone?: () => void;
  onClose: () => void;
}) => {
  const { showFlash } = useFlash();
  const mutation = useMutation({
    mutationFn: action,
    onSuccess: async (answer) => {
      await refresh();
      showFlash({ type: 'success', message: answer.message });
      onClose();
      onDone?.();
    },
    onError: async (error) => {
      await refresh();
      showFlash({ type: 'danger', message: errorMessage(error) });
      onClose();
    },
  });
  return (
    <Modal
      title={labels.title}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
            {labels.keep}
          </Button>
          <Button variant="danger" onClick={() => mutation.mutate()} disabled={mutation.isPending}>
            {mutation.isPending ? labels.pending : labels.confirm}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
};
