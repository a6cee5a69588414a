// The on/off switch of one automatic e-mail (admin and super). Turning it on saves at once;
// turning it off asks first (ConfirmActionModal): the platform stops sending it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AutomaticEmailItem } from '@escola/contracts/automatic-email-payload';
import { Switch } from '../../../../components/ui/switch';
import { useFlash } from '../../../../lib/flash';
import { useModal } from '../../../../lib/modal-manager';
import { ConfirmActionModal } from '../../components/confirm-action-modal';
import { messageErrorMessage } from '../../messages/lib/message-errors';
import { AUTOMATIC_EMAILS_QUERY_KEY, toggleAutomaticEmail } from '../api/automatic-emails-api';

export const AutomaticEmailSwitch = ({
  email,
  describedBy,
}: {
  email: AutomaticEmailItem;
  describedBy: string;
}) => {
  const { t } = useTranslation('admin');
  const { showFlash } = useFlash();
  const { openModal } = useModal();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: AUTOMATIC_EMAILS_QUERY_KEY });
  const turnOn = useMutation({
    mutationFn: () => toggleAutomaticEmail({ id: email.id, isActive: true }),
    onSuccess: async (answer) => {
      await refresh();
      showFlash({ type: 'success', message: answer.message });
    },
    onError: (error) => showFlash({ type: 'danger', message: messageErrorMessage(error) }),
  });

  const askToTurnOff = () =>
    openModal({
      id: 'deactivate-automatic-email',
      render: (close) => (
        <ConfirmActionModal
          labels={{
            title: t('automaticEmails.deactivate.title', { name: email.data.name }),
            keep: t('automaticEmails.deactivate.keep'),
            confirm: t('automaticEmails.deactivate.confirm'),
            pending: t('automaticEmails.deactivate.pending'),
          }}
          action={() => toggleAutomaticEmail({ id: email.id, isActive: false })}
          refresh={refresh}
          errorMessage={messageErrorMessage}
          onClose={close}
        >
          <p>{t('automaticEmails.deactivate.body')}</p>
        </ConfirmActionModal>
      ),
    });

  return (
    <Switch
      label={t('automaticEmails.list.active')}
      isSelected={email.isActive}
      isDisabled={turnOn.isPending}
      describedBy={describedBy}
      stateText={t(email.isActive ? 'automaticEmails.list.on' : 'automaticEmails.list.off')}
      onChange={(isSelected) => (isSelected ? turnOn.mutate() : askToTurnOff())}
    />
  );
};
