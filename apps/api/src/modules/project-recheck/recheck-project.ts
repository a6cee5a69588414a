// The server re-check of a completion (issue 16, "Trust"): for a challenge whose curriculum entry
// carries `serverTests` (JavaScript projects, type 5), the submitted code must pass the project's
// tests again, on the server, before the completion is recorded. Any other challenge is recorded
// as the browser reported it. One re-check per learner at a time; the runs themselves happen in
// the worker pool.
import type { SubmittedChallengeFile } from '@escola/contracts/challenge-completion-answer';
import type {
  ServerChallengeTests,
  ServerCurriculumChallenge,
} from '@escola/contracts/curriculum-server-index';
import { HttpError } from '../../http-error';
import { MESSAGES } from '../../messages';
import { RECHECK_LIMITS } from './limits';
import { createRecheckPool, type RecheckPool } from './recheck-pool';
import type { RecheckJob, RecheckVerdict } from './verdict';

let sharedPool: RecheckPool | null = null;
/** The API's pool, started with the first re-check. */
export const getRecheckPool = (): RecheckPool => (sharedPool ??= createRecheckPool());

/** Learners with a re-check running now (one each: a learner cannot fill the pool alone). */
const inProgress = new Set<string>();

/** What the sandbox runs: the submitted .js files joined as the runner joins them; every file as `code`. */
export const toRecheckJob = ({
  serverTests,
  files,
}: {
  serverTests: ServerChallengeTests;
  files: readonly Pick<SubmittedChallengeFile, 'ext' | 'contents'>[];
}): RecheckJob => ({
  beforeUserCode: serverTests.beforeUserCode,
  afterUserCode: serverTests.afterUserCode,
  testStrings: serverTests.tests.map((test) => test.testString),
  code: files
    .filter((file) => file.ext === 'js')
    .map((file) => file.contents)
    .join('\n'),
  source: files.map((file) => file.contents).join('\n'),
});

/** `TypeError` of "TypeError: not a function"; what else may be thrown gets a description. */
const errorNameOf = (detail: string) =>
  /^([A-Za-z]*Error)\b/.exec(detail)?.[1] ?? 'um valor lançado com throw';

/** The refusal a verdict means (400: the code; 503: the server), or null when it passed. */
export const refusalOf = (
  verdict: RecheckVerdict,
  serverTests: ServerChallengeTests,
): HttpError | null => {
  const refuse = (message: string, statusCode = 400) => new HttpError({ statusCode, message });
  switch (verdict.kind) {
    case 'passed':
      return null;
    case 'test-failed':
      return refuse(
        MESSAGES.projectRecheckTestFailed(serverTests.tests[verdict.testIndex]?.text ?? ''),
      );
    case 'syntax-error':
      return refuse(MESSAGES.projectRecheckSyntaxError(verdict.line));
    case 'code-error':
      return refuse(MESSAGES.projectRecheckCodeError(errorNameOf(verdict.detail), verdict.line));
    case 'timeout':
      return refuse(MESSAGES.projectRecheckTimeout(RECHECK_LIMITS.deadlineMs / 1000));
    case 'out-of-memory':
      return refuse(MESSAGES.projectRecheckOutOfMemory(RECHECK_LIMITS.memoryBytes / 1024 ** 2));
    case 'busy':
      return refuse(MESSAGES.projectRecheckBusy, 503);
    case 'unavailable':
      return refuse(MESSAGES.projectRecheckUnavailable, 503);
  }
};

/**
 * Before a completion is recorded: returns for a challenge without server tests or code that
 * passes them; throws the HttpError to answer otherwise (nothing is recorded).
 */
export const requirePassingProject = async ({
  challenge,
  userId,
  files,
  pool = getRecheckPool(),
}: {
  challenge: Pick<ServerCurriculumChallenge, 'serverTests'>;
  userId: string;
  files: readonly Pick<SubmittedChallengeFile, 'ext' | 'contents'>[];
  pool?: RecheckPool;
}): Promise<void> => {
  const { serverTests } = challenge;
  if (!serverTests) return;
  if (inProgress.has(userId)) {
    throw new HttpError({
      statusCode: 429,
      type: 'warning',
      message: MESSAGES.projectRecheckInProgress,
    });
  }
  inProgress.add(userId);
  try {
    const { verdict } = await pool.run(toRecheckJob({ serverTests, files }));
    const refusal = refusalOf(verdict, serverTests);
    if (refusal) throw refusal;
  } finally {
    inProgress.delete(userId);
  }
};
