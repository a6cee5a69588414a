// notAllowedChallenge (spec section 2): a signed-in learner opening a challenge the access rule
// closes to them reads why, with the way back to the map, instead of a workspace the server would
// refuse to record.
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  CHALLENGE_DENIAL_MESSAGES,
  type ChallengeDenialReason,
} from '@escola/domain/challenge-access';
import { ButtonLink } from '../../../components/ui/button-link';
import type { ChallengeContent } from '../lib/challenge-content';

export const ChallengeLocked = ({
  challenge,
  reason,
}: {
  challenge: ChallengeContent;
  reason: ChallengeDenialReason;
}) => {
  const { t } = useTranslation('challenges');
  return (
    <article className="challenge-page">
      <h1>{challenge.title}</h1>
      <section className="challenge-locked" role="alert">
        <h2>
          <Lock aria-hidden="true" size={20} /> {t('locked.title')}
        </h2>
        <p>{CHALLENGE_DENIAL_MESSAGES[reason]}</p>
        <ButtonLink to={`/learn/${challenge.superBlock}/`}>{t('locked.backToTrack')}</ButtonLink>
      </section>
    </article>
  );
};
