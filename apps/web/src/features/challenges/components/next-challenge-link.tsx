// "Próximo desafio": the next challenge, or the superblock's projects after its last one.
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { getNextChallengeTarget } from '@escola/domain/challenge-templates';
import { ButtonLink } from '../../../components/ui/button-link';
import type { ChallengeContent } from '../lib/challenge-content';

export const NextChallengeLink = ({
  challenge,
  variant = 'primary',
}: {
  challenge: Pick<ChallengeContent, 'nextChallengePath' | 'superBlock'>;
  variant?: 'primary' | 'secondary';
}) => {
  const { t } = useTranslation('challenges');
  return (
    <ButtonLink to={getNextChallengeTarget(challenge)} variant={variant}>
      {t('nextChallenge')}
      <ArrowRight aria-hidden="true" size={18} />
    </ButtonLink>
  );
};
