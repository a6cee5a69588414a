// One trilha on the /learn map: illustration, title (to its introduction page), certificate,
// progress, phase count, phases (collapsed, the current one open) and its certification projects.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TrackIllustration } from '../../../components/ui/illustrations/track-illustration';
import type { MapSuperBlock } from '../lib/build-learn-map';
import { useTrackContext } from '../hooks/use-track-text';
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
  const context = useTrackContext();
  const headingId = `trilha-${superBlock.superBlock}`;
  return (
    <li className="learn-super-block">
      <div className="learn-super-block__header">
        <div className="learn-super-block__art">
          <TrackIllustration superBlock={superBlock.superBlock} />
        </div>
        <div>
          <p className="learn-super-block__kicker">{t('map.track', { context })}</p>
          <h3 id={headingId} className="learn-super-block__title">
            <Link to={superBlock.path}>{superBlock.title}</Link>
          </h3>
          {superBlock.certificationTitle ? (
            <p className="learn-super-block__meta">
              {t('map.certification', { title: superBlock.certificationTitle })}
            </p>
          ) : null}
          <p className="learn-super-block__meta">
            {t('map.phaseCount', { count: superBlock.phases.length, context })}
            {' · '}
            {signedIn
              ? t('map.progress', { completed: superBlock.completed, total: superBlock.total })
              : t('map.challengeCount', { count: superBlock.total })}
          </p>
        </div>
      </div>
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
