// The workspace's help buttons: "Pedir ajuda", the finished project (when a project has a
// demonstration), the video (when the challenge has one) and the keyboard shortcuts, each opening
// its modal through the one modal manager; and, for a signed-in learner, "Assistente", which opens
// the AI assistant's panel (assistant/).
import { Bot, CircleHelp, Eye, Keyboard, CirclePlay } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useModal } from '../../../lib/modal-manager';
import type { ChallengeContent } from '../lib/challenge-content';
import { getVideoEmbedUrl } from '../lib/get-video-embed-url';
import type { ChallengeRunner } from '@escola/runner/index';
import { getProjectDemoFiles } from '../lib/project-demo';
import { HelpModal } from './modals/help-modal';
import { ProjectPreviewModal } from './modals/project-preview-modal';
import { VideoModal } from './modals/video-modal';

export const WorkspaceTools = ({
  challenge,
  runner,
  onShowShortcuts,
  assistant,
}: {
  challenge: ChallengeContent;
  runner: Pick<ChallengeRunner, 'updatePreview'>;
  onShowShortcuts: () => void;
  /** The assistant's open button; null when nobody is signed in. */
  assistant: { isOpen: boolean; panelId: string; onOpen: () => void } | null;
}) => {
  const { t } = useTranslation('challenges');
  const { openModal } = useModal();
  const demo = getProjectDemoFiles(challenge);
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
      {demo ? (
        <Button
          variant="ghost"
          onClick={() =>
            openModal({
              id: 'projectPreview',
              render: (close) => (
                <ProjectPreviewModal
                  challenge={challenge}
                  demo={demo}
                  runner={runner}
                  onClose={close}
                />
              ),
            })
          }
        >
          <Eye aria-hidden="true" size={18} />
          {t('projectPreview.open')}
        </Button>
      ) : null}
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
      {assistant ? (
        <Button
          variant="ghost"
          aria-expanded={assistant.isOpen}
          aria-controls={assistant.isOpen ? assistant.panelId : undefined}
          onClick={assistant.onOpen}
        >
          <Bot aria-hidden="true" size={18} />
          {t('assistant.open')}
        </Button>
      ) : null}
      <Button variant="ghost" onClick={onShowShortcuts}>
        <Keyboard aria-hidden="true" size={18} />
        {t('workspace.shortcuts')}
      </Button>
    </div>
  );
};
