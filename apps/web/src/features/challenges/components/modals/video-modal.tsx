// The video modal (docs/product/workspace.md): the challenge's video, for a code challenge that has
// one.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import type { ChallengeContent } from '../../lib/challenge-content';
import { VideoEmbed } from '../video-embed';

export const VideoModal = ({
  challenge,
  onClose,
}: {
  challenge: ChallengeContent;
  onClose: () => void;
}) => {
  const { t } = useTranslation('challenges');
  return (
    <Modal
      title={t('videoTitle', { title: challenge.title })}
      size="wide"
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('modalClose')}</Button>}
    >
      <VideoEmbed challenge={challenge} />
    </Modal>
  );
};
