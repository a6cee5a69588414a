// A challenge's video in a privacy-friendly frame (youtube-nocookie), titled for screen readers.
import { useTranslation } from 'react-i18next';
import type { ChallengeContent } from '../lib/challenge-content';
import { getVideoEmbedUrl } from '../lib/get-video-embed-url';

export const VideoEmbed = ({ challenge }: { challenge: ChallengeContent }) => {
  const { t } = useTranslation('challenges');
  const source = getVideoEmbedUrl(challenge);
  if (!source) return null;
  return (
    <div className="video-embed">
      <iframe
        className="video-embed__frame"
        src={source}
        title={t('videoTitle', { title: challenge.title })}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
      />
    </div>
  );
};
