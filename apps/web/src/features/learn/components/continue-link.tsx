// "Continuar de onde parou": the learner's currentChallengeId, else the first challenge still to do
// (a visitor starts at the first challenge).
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link';
import type { LearnMap } from '../lib/build-learn-map';

export const ContinueLink = ({ map, signedIn }: { map: LearnMap; signedIn: boolean }) => {
  const { t } = useTranslation('learn');
  const challenge = map.continueChallenge;
  if (!challenge) return <p className="learn-continue">{t('map.allDone')}</p>;
  return (
    <p className="learn-continue">
      <ButtonLink to={challenge.path}>{signedIn ? t('map.continue') : t('map.start')}</ButtonLink>
      <span className="learn-continue__title">
        {t('map.continueChallenge', { title: challenge.title })}
      </span>
    </p>
  );
};
