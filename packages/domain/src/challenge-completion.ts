// Completion and limits (docs/product/workspace.md): when a challenge may be submitted, which
// solutions are kept, which projects preview, and the size and interval limits of submissions and
// saves, as error values the API returns and the web app shows.
import {
  CODE_SAVE_INTERVAL_MS,
  MAX_SAVED_CODE_BYTES,
  MULTIFILE_CERT_PROJECT_MAX_BYTES,
} from './constants';
import { isOneOfChallengeTypes, type ChallengeTypeName } from './challenge-types';

/** video (11) and theOdinProject (15) are submitted without the test check. */
export const SUBMIT_CHECK_EXEMPT_TYPES = [
  'video',
  'theOdinProject',
] as const satisfies readonly ChallengeTypeName[];

/** Project types: submitted to /project-completed with a solution (a link to the learner's work). */
export const PROJECT_TYPES = [
  'frontEndProject',
  'backEndProject',
  'pythonProject',
  'codeAllyCert',
  'colab',
] as const satisfies readonly ChallengeTypeName[];

/** A project previews only if its type is html or multifile (multifileCertProject). */
export const PREVIEW_TYPES = [
  'html',
  'multifileCertProject',
] as const satisfies readonly ChallengeTypeName[];

export type ChallengeTestResult = { pass: boolean; err?: unknown };
export type CodeFile = { contents: string };

export type ChallengeSubmitTooBig = {
  code: 'ChallengeSubmitTooBig';
  maxSize: number;
  userSize: number;
};
export type ChallengeSaveTooBig = {
  code: 'ChallengeSaveTooBig';
  maxSize: number;
  userSize: number;
};
export type CodeSaveLess = { code: 'CodeSaveLess'; minimumIntervalMs: number; elapsedMs: number };
export type ChallengeLimitError = ChallengeSubmitTooBig | ChallengeSaveTooBig | CodeSaveLess;

/**
 * The flash key of each error (docs/product/workspace.md); sizes go as the `max-size` and
 * `user-size` variables.
 */
export const CHALLENGE_LIMIT_FLASH_KEYS = {
  ChallengeSubmitTooBig: 'challenge-submit-too-big',
  ChallengeSaveTooBig: 'challenge-save-too-big',
  CodeSaveLess: 'code-save-less',
} as const satisfies Record<ChallengeLimitError['code'], string>;

/** Submit requires every test to pass without error; video and theOdinProject skip the check. */
export const canSubmitChallenge = ({
  challengeType,
  tests,
}: {
  challengeType: number;
  tests: readonly ChallengeTestResult[];
}): boolean => {
  if (isOneOfChallengeTypes({ type: challengeType, names: SUBMIT_CHECK_EXEMPT_TYPES })) return true;
  return tests.every((test) => test.pass && !test.err);
};

/** Solutions of project types are kept for retry, only if present (not empty). */
export const keepsSolution = ({
  challengeType,
  solution,
}: {
  challengeType: number;
  solution: string | null | undefined;
}): boolean =>
  isOneOfChallengeTypes({ type: challengeType, names: PROJECT_TYPES }) &&
  (solution ?? '').trim() !== '';

export const showsProjectPreview = ({ challengeType }: { challengeType: number }): boolean =>
  isOneOfChallengeTypes({ type: challengeType, names: PREVIEW_TYPES });

const encoder = new TextEncoder();

/** Combined size of the files: the UTF-8 bytes of every file's contents. */
export const getCodeSizeInBytes = ({ files }: { files: readonly CodeFile[] }): number =>
  files.reduce((total, file) => total + encoder.encode(file.contents).length, 0);

/** A multifile cert project submission over the maximum is rejected; other types have no limit here. */
export const checkChallengeSubmitSize = ({
  challengeType,
  files,
}: {
  challengeType: number;
  files: readonly CodeFile[];
}): ChallengeSubmitTooBig | null => {
  if (!isOneOfChallengeTypes({ type: challengeType, names: ['multifileCertProject'] })) return null;
  const userSize = getCodeSizeInBytes({ files });
  if (userSize <= MULTIFILE_CERT_PROJECT_MAX_BYTES) return null;
  return { code: 'ChallengeSubmitTooBig', maxSize: MULTIFILE_CERT_PROJECT_MAX_BYTES, userSize };
};

/**
 * A save is rejected when the code is over the maximum (ChallengeSaveTooBig; for a multifile cert
 * project the combined size, whose maximum is the same number) or when it comes less than 5 s after
 * the last save (CodeSaveLess). The size is checked first: waiting does not make a save smaller.
 */
export const checkChallengeSave = ({
  files,
  lastSavedAt,
  now,
}: {
  files: readonly CodeFile[];
  lastSavedAt: Date | null;
  now: Date;
}): ChallengeSaveTooBig | CodeSaveLess | null => {
  const userSize = getCodeSizeInBytes({ files });
  if (userSize > MAX_SAVED_CODE_BYTES) {
    return { code: 'ChallengeSaveTooBig', maxSize: MAX_SAVED_CODE_BYTES, userSize };
  }
  if (lastSavedAt === null) return null;
  const elapsedMs = now.getTime() - lastSavedAt.getTime();
  if (elapsedMs >= CODE_SAVE_INTERVAL_MS) return null;
  return { code: 'CodeSaveLess', minimumIntervalMs: CODE_SAVE_INTERVAL_MS, elapsedMs };
};

export const COMPLETION_ENDPOINTS = {
  modern: '/modern-challenge-completed',
  backend: '/backend-challenge-completed',
  project: '/project-completed',
} as const;
export type CompletionEndpoint = (typeof COMPLETION_ENDPOINTS)[keyof typeof COMPLETION_ENDPOINTS];

/**
 * Where a completed challenge is submitted (docs/product/workspace.md): projects to
 * /project-completed with their solution, back-end challenges (type 2) to
 * /backend-challenge-completed, every other type to /modern-challenge-completed with its files.
 */
export const getCompletionEndpoint = ({
  challengeType,
}: {
  challengeType: number;
}): CompletionEndpoint => {
  if (isOneOfChallengeTypes({ type: challengeType, names: PROJECT_TYPES })) {
    return COMPLETION_ENDPOINTS.project;
  }
  if (isOneOfChallengeTypes({ type: challengeType, names: ['backend'] })) {
    return COMPLETION_ENDPOINTS.backend;
  }
  return COMPLETION_ENDPOINTS.modern;
};
