// One trilha on the /learn map: title (to its introduction page), certificate, progress, phases
// (collapsed, the current one open) and its certification projects.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MapSuperBlock } from '../lib/build-learn-map';
import { useTrackText } from '../hooks/use-track-text';
import { CertificationProjects } from './certification-projects';
import { PhaseList } from './phase-list';

export const SuperBlockCard = ({
  superBlock,
  signedIn,
  currentPhaseKey,
}: {
  superBlock: MapSuperBlock;
  signedIn: boolean;
  currentPhaseKey: string | null;
}) => {
  const { t } = useTranslation('learn');
  const trackText = useTrackText();
  const headingId = `trilha-${superBlock.superBlock}`;
  return (
    <li className="learn-super-block">
      <p className="learn-super-block__kicker">{trackText(t('map.track'))}</p>
      <h3 id={headingId} className="learn-super-block__title">
        <Link to={superBlock.path}>{superBlock.title}</Link>
      </h3>
      {superBlock.certificationTitle ? (
        <p className="learn-super-block__meta">
          {t('map.certification', { title: superBlock.certificationTitle })}
        </p>
      ) : null}
      <p className="learn-super-block__meta">
        {signedIn
          ? t('map.progress', { completed: superBlock.completed, total: superBlock.total })
          : t('map.challengeCount', { count: superBlock.total })}
      </p>
      {signedIn ? (
        <progress
          className="learn-super-block__progress"
          value={superBlock.completed}
          max={Math.max(superBlock.total, 1)}
          aria-label={t('map.progress', {
            completed: superBlock.completed,
            total: superBlock.total,
          })}
        />
      ) : null}
      <PhaseList
        phases={superBlock.phases}
        signedIn={signedIn}
        headingLevel={4}
        currentPhaseKey={currentPhaseKey}
      />
      <CertificationProjects superBlock={superBlock} headingLevel={4} />
    </li>
  );
};
