// The panes of a code challenge's page (docs/product/workspace.md) and which one a small screen
// shows: at most one editor stays visible, so below MOBILE_WIDTH the page shows one pane at a time
// behind tabs. Tab 1 is the instructions (description, instructions, tests), tab 2 the code, tab 3
// the console and results, tab 4 the preview when the challenge has one. A run switches to tab 3; a
// reset to tab 2.
//
// Whether a challenge has a preview is the runner's call (it builds the page): `hasPreview` of
// @escola/runner.
import { MOBILE_WIDTH } from './constants';

export const CHALLENGE_PANES = ['instructions', 'code', 'console', 'preview'] as const;
export type ChallengePane = (typeof CHALLENGE_PANES)[number];

/** The panes of the page in tab order: the preview only when there is one. */
export const getChallengePanes = ({
  hasPreview,
}: {
  hasPreview: boolean;
}): readonly ChallengePane[] =>
  hasPreview ? CHALLENGE_PANES : CHALLENGE_PANES.filter((pane) => pane !== 'preview');

/** Tab 3: where a run leaves the learner (the console and the results). */
export const PANE_AFTER_RUN: ChallengePane = 'console';
/** Tab 2: where a reset leaves the learner (the restored code). */
export const PANE_AFTER_RESET: ChallengePane = 'code';
/** The pane a small screen opens with. */
export const FIRST_PANE: ChallengePane = 'instructions';

/** From the one breakpoint up every pane shows at once; below it, one pane at a time (tabs). */
export const WIDE_LAYOUT_MEDIA_QUERY = `(min-width: ${MOBILE_WIDTH}px)`;
