// The /learn map: "continue where you left off" and the four trilhas in superOrder, rendered from
// the curriculum index alone.
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { useLearnMap } from '../hooks/use-learn-map';
import { useTrackText } from '../hooks/use-track-text';
import { ContinueLink } from './continue-link';
import { SuperBlockCard } from './super-block-card';

export const LearnMap = ({ signedIn }: { signedIn: boolean }) => {
  const { t } = useTranslation('learn');
  const trackText = useTrackText();
  const { status, map } = useLearnMap();
  return (
    <section className="learn-map" aria-labelledby="learn-map-heading" aria-busy={!map}>
      <h2 id="learn-map-heading">{trackText(t('map.heading'))}</h2>
      {status === 'pending' ? (
        <p className="learn-map__status" role="status">
          <Spinner /> {trackText(t('map.loading'))}
        </p>
      ) : null}
      {status === 'errored' ? (
        <p className="learn-map__status" role="alert">
          {trackText(t('map.error'))}
        </p>
      ) : null}
      {map ? (
        <>
          <ContinueLink map={map} signedIn={signedIn} />
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
        </>
      ) : null}
    </section>
  );
};
