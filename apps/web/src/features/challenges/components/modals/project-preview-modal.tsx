// The project-preview frame (docs/product/workspace.md): a finished example of the project — its
// `# --demonstracao--` — built by the runner into a frame of its own, so the learner sees what
// they are about to build. Only projects that preview (html, multifile) have one.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PREVIEW_FRAME_SANDBOX, type ChallengeRunner, type RunnerFile } from '@escola/runner/index';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import type { ChallengeContent } from '../../lib/challenge-content';

export const ProjectPreviewModal = ({
  challenge,
  demo,
  runner,
  onClose,
}: {
  challenge: ChallengeContent;
  demo: readonly RunnerFile[];
  runner: Pick<ChallengeRunner, 'updatePreview'>;
  onClose: () => void;
}) => {
  const { t } = useTranslation('challenges');
  const frameRef = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    void runner.updatePreview({
      frame,
      challenge,
      files: demo,
      previewKey: `${challenge.path}#demonstracao`,
    });
  }, [challenge, demo, runner]);
  return (
    <Modal
      title={t('projectPreview.title', { title: challenge.title })}
      size="wide"
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('modalClose')}</Button>}
    >
      <p>{t('projectPreview.intro')}</p>
      <iframe
        ref={frameRef}
        className="challenge-preview__frame challenge-preview__frame--project"
        title={t('projectPreview.frame')}
        sandbox={PREVIEW_FRAME_SANDBOX}
      />
    </Modal>
  );
};
