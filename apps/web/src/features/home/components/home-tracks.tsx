// The four trilhas on the home, in superOrder, from the curriculum index (titles are never typed
// twice): an illustration, the title linking to the trilha's page, and its size.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CurriculumSuperBlock } from '@escola/contracts/curriculum-index';
import { Spinner } from '../../../components/ui/spinner';
import { TrackIllustration } from '../../../components/ui/illustrations/track-illustration';
import { useCurriculumIndex } from '../../../lib/page-data';

const countChallenges = (superBlock: CurriculumSuperBlock): number =>
  superBlock.phases.reduce(
    (sum, phase) =>
      sum + phase.blocks.reduce((blockSum, block) => blockSum + block.challengeIds.length, 0),
    0,
  );

export const HomeTracks = () => {
  const { t } = useTranslation('learn');
  const { data: index, isError } = useCurriculumIndex();
  const superBlocks = index
    ? [...index.superBlocks].sort((left, right) => left.superOrder - right.superOrder)
    : null;
  return (
    <section className="home-section" aria-labelledby="home-tracks-heading" aria-busy={!index}>
      <h2 id="home-tracks-heading">{t('home.tracksHeading')}</h2>
      <p>{t('home.tracksIntro')}</p>
      {isError ? <p role="alert">{t('map.error')}</p> : null}
      {superBlocks ? (
        <ul className="home-tracks">
          {superBlocks.map((superBlock) => (
            <li key={superBlock.superBlock} className="home-track">
              <div className="home-track__art">
                <TrackIllustration superBlock={superBlock.superBlock} />
              </div>
              <h3 className="home-track__title">
                <Link to={superBlock.path}>{superBlock.title}</Link>
              </h3>
              <p className="home-track__meta">
                {t('map.phaseCount', { count: superBlock.phases.length })}
                {' · '}
                {t('map.challengeCount', { count: countChallenges(superBlock) })}
              </p>
            </li>
          ))}
        </ul>
      ) : isError ? null : (
        <p className="home-tracks__status" role="status">
          <Spinner /> {t('map.loading')}
        </p>
      )}
      <Link to="/learn" className="home-tracks__all">
        {t('home.seeAllTracks')}
      </Link>
    </section>
  );
};
