// "Continuar de onde parou" on a trilha's page: the learner's currentChallengeId, else the first
// challenge still to do; "Começar" for a visitor and a learner who has completed nothing yet.
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link';
import type { LearnMap } from '../lib/build-learn-map';

export const ContinueLink = ({ map }: { map: LearnMap }) => {
  const { t } = useTranslation('learn');
  const challenge = map.continueChallenge;
  if (!challenge) return <p className="learn-continue">{t('map.allDone')}</p>;
  return (
    <p className="learn-continue">
      <ButtonLink to={challenge.path}>
        {map.hasProgress ? t('map.continue') : t('map.start')}
      </ButtonLink>
      <span className="learn-continue__title">
        {t('map.continueChallenge', { title: challenge.title })}
      </span>
    </p>
  );
};
