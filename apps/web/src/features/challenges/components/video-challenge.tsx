// Template 5, video challenge (11; also quiz 8 and theOdinProject 15, which have no video): the
// video when there is one, its text, the questions; "Próximo desafio" once the answer is right.
import { useState } from 'react';
import type { ChallengeContent } from '../lib/challenge-content';
import { ChallengeFrame } from './challenge-frame';
import { ChallengeText } from './challenge-text';
import { QuestionForm } from './question-form';
import { VideoEmbed } from './video-embed';

export const VideoChallenge = ({ challenge }: { challenge: ChallengeContent }) => {
  const [isAnswered, setIsAnswered] = useState(false);
  return (
    <ChallengeFrame challenge={challenge} showsNext={isAnswered} completesOnNext>
      <div className="challenge-page__reading">
        <VideoEmbed challenge={challenge} />
        <ChallengeText challenge={challenge} />
        <QuestionForm challenge={challenge} onCorrect={() => setIsAnswered(true)} />
      </div>
    </ChallengeFrame>
  );
};
