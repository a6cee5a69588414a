// Template 3, text-only (18): the text, then "Próximo desafio".
import type { ChallengeContent } from '../lib/challenge-content';
import { ChallengeFrame } from './challenge-frame';
import { ChallengeText } from './challenge-text';

export const TextOnlyChallenge = ({ challenge }: { challenge: ChallengeContent }) => (
  <ChallengeFrame challenge={challenge} completesOnNext>
    <div className="challenge-page__reading">
      <ChallengeText challenge={challenge} />
    </div>
  </ChallengeFrame>
);
