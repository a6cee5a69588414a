// Template 1, classic challenge (code types 0, 1, 5, 6, 7, 14…): the workspace (text, tests, editor,
// console, preview) inside the frame every template shares.
import type { ChallengeContent } from '../lib/challenge-content';
import { ChallengeFrame } from './challenge-frame';
import { ChallengeWorkspace } from './challenge-workspace';

export const ClassicChallenge = ({ challenge }: { challenge: ChallengeContent }) => (
  <ChallengeFrame challenge={challenge}>
    <ChallengeWorkspace challenge={challenge} />
  </ChallengeFrame>
);
