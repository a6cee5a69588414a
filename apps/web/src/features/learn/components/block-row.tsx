// One block of the map: its title (a link while it is open to the learner), its completion count,
// and — when the domain access rule denies its first challenge — a lock with the reason.
import { CircleCheck, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MapBlock } from '../lib/build-learn-map';
import { useTrackText } from '../hooks/use-track-text';
import { CHALLENGE_DENIAL_MESSAGES } from '@escola/domain/challenge-access';

export const BlockRow = ({ block, signedIn }: { block: MapBlock; signedIn: boolean }) => {
  const { t } = useTranslation('learn');
  const trackText = useTrackText();
  const { access } = block;
  const isDone = block.total > 0 && block.completed === block.total;
  const counts = signedIn
    ? t('map.progress', { completed: block.completed, total: block.total })
    : t('map.challengeCount', { count: block.total });
  if (access && !access.allowed) {
    const reason = trackText(CHALLENGE_DENIAL_MESSAGES[access.reason]);
    return (
      <li className="learn-block learn-block--locked" data-locked="true">
        <Lock aria-hidden="true" size={16} className="learn-block__icon" />
        <span className="learn-block__title">
          {block.title} <span className="visually-hidden">({t('map.locked')})</span>
        </span>
        <span className="learn-block__meta">{counts}</span>
        <span className="learn-block__reason">{reason}</span>
      </li>
    );
  }
  return (
    <li className="learn-block" data-locked="false">
      {isDone ? (
        <CircleCheck aria-label={t('map.completed')} size={16} className="learn-block__icon" />
      ) : (
        <span aria-hidden="true" className="learn-block__icon learn-block__dot" />
      )}
      <Link className="learn-block__title" to={block.path}>
        {block.title}
      </Link>
      <span className="learn-block__meta">{counts}</span>
    </li>
  );
};
