// The dashboard's first card: the next challenge (title, trilha, phase) with "Começar" for a visitor
// or a learner who has completed nothing yet, "Continuar de onde parou" once there is progress.
import { ArrowRight, PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link';
import { TrackIllustration } from '../../../components/ui/illustrations/track-illustration';
import type { LearnMap } from '../lib/build-learn-map';
import { useTrackContext } from '../hooks/use-track-text';

export const ContinueCard = ({ map }: { map: LearnMap }) => {
  const { t } = useTranslation('learn');
  const context = useTrackContext();
  const challenge = map.continueChallenge;
  const heading = map.hasProgress ? t('dashboard.continueHeading') : t('dashboard.startHeading');
  if (!challenge) {
    return (
      <section className="learn-card learn-continue-card" aria-labelledby="learn-continue-heading">
        <h2 id="learn-continue-heading" className="learn-card__heading">
          <PartyPopper aria-hidden="true" size={22} /> {t('map.allDone')}
        </h2>
      </section>
    );
  }
  const superBlock = map.superBlocks.find((entry) => entry.superBlock === challenge.superBlock);
  const phase = superBlock?.phases.find((entry) => entry.key === map.currentPhaseKey);
  return (
    <section className="learn-card learn-continue-card" aria-labelledby="learn-continue-heading">
      <div className="learn-continue-card__art">
        <TrackIllustration superBlock={challenge.superBlock} />
      </div>
      <div className="learn-continue-card__body">
        <h2 id="learn-continue-heading" className="learn-card__kicker">
          {heading}
        </h2>
        <p className="learn-continue-card__title">{challenge.title}</p>
        <ul className="learn-continue-card__where">
          {superBlock ? (
            <li>{t('dashboard.track', { title: superBlock.title, context })}</li>
          ) : null}
          {phase ? <li>{t('dashboard.phase', { title: phase.title })}</li> : null}
        </ul>
        <ButtonLink to={challenge.path} className="learn-continue-card__action">
          {map.hasProgress ? t('map.continue') : t('map.start')}
          <ArrowRight aria-hidden="true" size={18} />
        </ButtonLink>
      </div>
    </section>
  );
};
