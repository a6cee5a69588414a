// The projects the API runs again before recording them (the server re-check,
// apps/api/src/modules/project-recheck): JavaScript projects, type 5 (jsProject). Their tests need
// no page — the runner runs them in a worker, the API in QuickJS — so the rule is the type, not a
// flag an author could forget: every JavaScript project is re-checked, every other kind stays
// verified by the browser. The build puts their tests in the server index (never in more page
// data than before) and refuses a type 5 whose starting files are not all JavaScript.
import type { ChallengeTest } from '@escola/contracts/challenge-page-data';
import type { ServerChallengeTests } from '@escola/contracts/curriculum-server-index';
import { CHALLENGE_TYPES, isOneOfChallengeTypes } from '@escola/domain/challenge-types';
import type { CurriculumError } from './curriculum-error';
import type { SourceFile } from './parse-code-sections';
import { htmlToPlainText } from '@escola/domain/plain-text';

const SERVER_CHECKED_TYPE_NAMES = ['jsProject'] as const;

export const isCheckedOnServer = (challengeType: number): boolean =>
  isOneOfChallengeTypes({ type: challengeType, names: SERVER_CHECKED_TYPE_NAMES });

/** A re-checked project runs without a page: every starting file must be JavaScript. */
export const checkServerCheckedFiles = ({
  challengeType,
  seeds,
  file,
}: {
  challengeType: number;
  seeds: readonly SourceFile[];
  file: string;
}): CurriculumError[] =>
  isCheckedOnServer(challengeType)
    ? seeds
        .filter((seed) => seed.ext !== 'js')
        .map((seed) => ({
          file,
          line: seed.line,
          message: `um projeto JavaScript (tipo ${CHALLENGE_TYPES.jsProject}) é conferido de novo no servidor, sem página: ${seed.fileName} não pode ser um arquivo inicial (só .js)`,
        }))
    : [];

/** The server index's `serverTests` of a re-checked project; undefined for every other challenge. */
export const toServerTests = ({
  challengeType,
  tests,
  beforeUserCode,
  afterUserCode,
}: {
  challengeType: number;
  tests: readonly ChallengeTest[];
  beforeUserCode: string | null;
  afterUserCode: string | null;
}): ServerChallengeTests | undefined =>
  isCheckedOnServer(challengeType)
    ? {
        beforeUserCode,
        afterUserCode,
        tests: tests.map(({ text, testString }) => ({ text: htmlToPlainText(text), testString })),
      }
    : undefined;
