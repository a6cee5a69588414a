// Which of the challenge-page templates (docs/product/workspace.md) shows a challenge, by its type
// (docs/product/curriculum-and-access.md), where "Próximo desafio" leads, and which page-data fetch
// failures are retried. The super-block and block introductions are pages of their own paths.
import { CHALLENGE_TYPES, isChallengeType, type ChallengeType } from './challenge-types';
import { PAGE_FETCH_RETRIES } from './constants';

export type ChallengeTemplate =
  'classic' | 'frontEndProject' | 'textOnly' | 'videoOnly' | 'videoChallenge';

/**
 * Code challenges use the classic template; projects submitted as a link (frontEndProject and the
 * other link types of PROJECT_TYPES) the front-end project template; video (11), quiz (8) and
 * theOdinProject (15) — a text or video followed by questions — the video challenge template,
 * which shows the video only when there is one.
 */
const TEMPLATE_BY_TYPE: Record<ChallengeType, ChallengeTemplate> = {
  [CHALLENGE_TYPES.html]: 'classic',
  [CHALLENGE_TYPES.js]: 'classic',
  [CHALLENGE_TYPES.backend]: 'classic',
  [CHALLENGE_TYPES.frontEndProject]: 'frontEndProject',
  [CHALLENGE_TYPES.backEndProject]: 'frontEndProject',
  [CHALLENGE_TYPES.jsProject]: 'classic',
  [CHALLENGE_TYPES.modern]: 'classic',
  [CHALLENGE_TYPES.step]: 'classic',
  [CHALLENGE_TYPES.quiz]: 'videoChallenge',
  [CHALLENGE_TYPES.invalid]: 'classic',
  [CHALLENGE_TYPES.pythonProject]: 'frontEndProject',
  [CHALLENGE_TYPES.video]: 'videoChallenge',
  [CHALLENGE_TYPES.codeAllyPractice]: 'classic',
  [CHALLENGE_TYPES.codeAllyCert]: 'frontEndProject',
  [CHALLENGE_TYPES.multifileCertProject]: 'classic',
  [CHALLENGE_TYPES.theOdinProject]: 'videoChallenge',
  [CHALLENGE_TYPES.colab]: 'frontEndProject',
  [CHALLENGE_TYPES.videoOnly]: 'videoOnly',
  [CHALLENGE_TYPES.textOnly]: 'textOnly',
};

/** A number that is no challenge type (page data from a newer build) falls back to classic. */
export const getChallengeTemplate = (type: number): ChallengeTemplate =>
  isChallengeType(type) ? TEMPLATE_BY_TYPE[type] : 'classic';

/** The anchor of a superblock page's certification-project section. */
export const getSuperBlockProjectsPath = (superBlock: string): string =>
  `/learn/${superBlock}/#${superBlock}-projects`;

/** "Próximo desafio": the next challenge, else (the last of its superblock) the projects section. */
export const getNextChallengeTarget = ({
  nextChallengePath,
  superBlock,
}: {
  nextChallengePath: string | null;
  superBlock: string;
}): string => nextChallengePath ?? getSuperBlockProjectsPath(superBlock);

/** A page-data fetch: 404 shows the 404 page and 500 an error at once; others retry 3 times. */
export const shouldRetryPageFetch = ({
  status,
  failureCount,
}: {
  status: number;
  failureCount: number;
}): boolean => status !== 404 && status !== 500 && failureCount < PAGE_FETCH_RETRIES;
