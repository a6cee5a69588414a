// The /learn map: the four trilhas in superOrder, rendered from the curriculum index alone, each
// with its phases and certification projects.
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import type { LearnMapState } from '../hooks/use-learn-map';
import { useTrackContext } from '../hooks/use-track-text';
import { SuperBlockCard } from './super-block-card';

export const LearnMap = ({ state, signedIn }: { state: LearnMapState; signedIn: boolean }) => {
  const { t } = useTranslation('learn');
  const context = useTrackContext();
  const { status, map } = state;
  return (
    <section className="learn-map" aria-labelledby="learn-map-heading" aria-busy={!map}>
      <h2 id="learn-map-heading">{t('map.heading', { context })}</h2>
      {status === 'pending' ? (
        <p className="learn-map__status" role="status">
          <Spinner /> {t('map.loading', { context })}
        </p>
      ) : null}
      {status === 'errored' ? (
        <p className="learn-map__status" role="alert">
          {t('map.error', { context })}
        </p>
      ) : null}
      {map ? (
        <ul className="learn-super-blocks">
          {map.superBlocks.map((superBlock) => (
            <SuperBlockCard
              key={superBlock.superBlock}
              superBlock={superBlock}
              signedIn={signedIn}
              currentPhaseKey={map.currentPhaseKey}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
};
