// Template 1, classic challenge (code types 0, 1, 5, 6, 7, 14…): description, instructions, then
// the workspace (starting files and tests; the editor and runner come in issue 6).
import type { ChallengeContent } from '../lib/challenge-content';
import { ChallengeFrame } from './challenge-frame';
import { ChallengeText } from './challenge-text';
import { ChallengeWorkspace } from './challenge-workspace';

export const ClassicChallenge = ({ challenge }: { challenge: ChallengeContent }) => (
  <ChallengeFrame challenge={challenge}>
    <div className="challenge-page__columns">
      <div className="challenge-page__instructions">
        <ChallengeText challenge={challenge} />
      </div>
      <ChallengeWorkspace challenge={challenge} />
    </div>
  </ChallengeFrame>
);
