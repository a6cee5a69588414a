// The workspace's help buttons: "Pedir ajuda", the video (when the challenge has one) and the
// keyboard shortcuts, each opening its modal through the one modal manager.
import { CircleHelp, Keyboard, CirclePlay } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useModal } from '../../../lib/modal-manager';
import type { ChallengeContent } from '../lib/challenge-content';
import { getVideoEmbedUrl } from '../lib/get-video-embed-url';
import { HelpModal } from './modals/help-modal';
import { VideoModal } from './modals/video-modal';

export const WorkspaceTools = ({
  challenge,
  onShowShortcuts,
}: {
  challenge: ChallengeContent;
  onShowShortcuts: () => void;
}) => {
  const { t } = useTranslation('challenges');
  const { openModal } = useModal();
  return (
    <div className="code-workspace__tools">
      <Button
        variant="ghost"
        onClick={() =>
          openModal({
            id: 'help',
            render: (close) => <HelpModal challenge={challenge} onClose={close} />,
          })
        }
      >
        <CircleHelp aria-hidden="true" size={18} />
        {t('workspace.help')}
      </Button>
      {getVideoEmbedUrl(challenge) ? (
        <Button
          variant="ghost"
          onClick={() =>
            openModal({
              id: 'video',
              render: (close) => <VideoModal challenge={challenge} onClose={close} />,
            })
          }
        >
          <CirclePlay aria-hidden="true" size={18} />
          {t('workspace.video')}
        </Button>
      ) : null}
      <Button variant="ghost" onClick={onShowShortcuts}>
        <Keyboard aria-hidden="true" size={18} />
        {t('workspace.shortcuts')}
      </Button>
    </div>
  );
};
