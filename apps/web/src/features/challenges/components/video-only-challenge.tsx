// Template 4, video-only (17): the video, its text, then "Próximo desafio".
import type { ChallengeContent } from '../lib/challenge-content';
import { ChallengeFrame } from './challenge-frame';
import { ChallengeText } from './challenge-text';
import { VideoEmbed } from './video-embed';

export const VideoOnlyChallenge = ({ challenge }: { challenge: ChallengeContent }) => (
  <ChallengeFrame challenge={challenge} completesOnNext>
    <div className="challenge-page__reading">
      <VideoEmbed challenge={challenge} />
      <ChallengeText challenge={challenge} />
    </div>
  </ChallengeFrame>
);
