// "Próximo desafio": the next challenge, or the superblock's projects after its last one.
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { getNextChallengeTarget } from '@escola/domain/challenge-templates';
import { ButtonLink } from '../../../components/ui/button-link';
import type { ChallengeContent } from '../lib/challenge-content';

export const NextChallengeLink = ({
  challenge,
  variant = 'primary',
  label,
  onNavigate,
}: {
  challenge: Pick<ChallengeContent, 'nextChallengePath' | 'superBlock'>;
  variant?: 'primary' | 'secondary';
  /** Defaults to "Próximo desafio". */
  label?: string;
  /** Called as the link is followed (a modal closes itself). */
  onNavigate?: () => void;
}) => {
  const { t } = useTranslation('challenges');
  return (
    <ButtonLink to={getNextChallengeTarget(challenge)} variant={variant} onClick={onNavigate}>
      {label ?? t('nextChallenge')}
      <ArrowRight aria-hidden="true" size={18} />
    </ButtonLink>
  );
};
