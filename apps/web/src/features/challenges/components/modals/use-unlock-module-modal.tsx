// Opens the unlock-module modal when a modular learner lands on a challenge of a module they have
// not bought or whose access expired (the module rule's 'module-not-available' denial), once per
// challenge; its unlock button opens the go-to-unlock-page modal in its place.
import { useEffect } from 'react';
import { MODULE_EXPIRED_STATUS, type ChallengeDenialReason } from '@escola/domain/challenge-access';
import type { SessionUser } from '@escola/contracts/get-session-user';
import { useModal } from '../../../../lib/modal-manager';
import { GoToUnlockPageModal } from './go-to-unlock-page-modal';
import { UnlockModuleModal } from './unlock-module-modal';

export const useUnlockModuleModal = ({
  user,
  reason,
  superBlock,
  superBlockTitle,
}: {
  user: SessionUser | null;
  reason: ChallengeDenialReason;
  superBlock: string;
  superBlockTitle: string;
}) => {
  const { openModal } = useModal();
  const opens = user?.access === 'modular' && reason === 'module-not-available';
  const expired =
    user?.modules.some(
      (module) => module.superBlock === superBlock && module.status === MODULE_EXPIRED_STATUS,
    ) ?? false;
  useEffect(() => {
    if (!opens) return;
    const goToUnlockPage = () =>
      openModal({
        id: 'go-to-unlock-page',
        render: (close) => <GoToUnlockPageModal productTitle={superBlockTitle} onClose={close} />,
      });
    openModal({
      id: 'unlock-module',
      render: (close) => (
        <UnlockModuleModal
          moduleTitle={superBlockTitle}
          expired={expired}
          onUnlock={goToUnlockPage}
          onClose={close}
        />
      ),
    });
  }, [opens, expired, superBlockTitle, openModal]);
};
