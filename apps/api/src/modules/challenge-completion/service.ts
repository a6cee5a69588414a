// Saving and completing a challenge (docs/product/workspace.md; decision 023). Every completion
// route checks, in order: the challenge exists in the curriculum build, it is submitted to its
// route with its type, the learner may open it (domain access rule), the code is within limits;
// then it is recorded once.
import type { ServerCurriculumChallenge } from '@escola/contracts/curriculum-server-index';
import type { SubmittedChallengeFile } from '@escola/contracts/challenge-completion-answer';
import type { ChallengeCompletedResponse } from '@escola/contracts/challenge-completion-answer';
import type { Database } from '@escola/db/client';
import type { StoredChallengeFile } from '@escola/db/schema/json-types';
import type { User } from '@escola/db/schema/users';
import {
  CHALLENGE_DENIAL_MESSAGES,
  getChallengeAccess,
  type ChallengeAccessUser,
} from '@escola/domain/challenge-access';
import {
  checkChallengeSave,
  checkChallengeSubmitSize,
  getCompletionEndpoint,
  keepsSolution,
  type CompletionEndpoint,
} from '@escola/domain/challenge-completion';
import { CODE_SAVE_INTERVAL_MS } from '@escola/domain/constants';
import { computePoints } from '@escola/domain/points';
import { HttpError } from '../../http-error';
import { MESSAGES } from '../../messages';
import type {
  AccessFacts,
  AccessFactsTarget,
  PrefetchedAccessFacts,
} from '../../plugins/challenge-access-facts';
import type { Curriculum } from '../../plugins/curriculum';
import { findChallengeForSubmission } from '../challenge-submission/find-challenge-for-submission';
import { requirePassingProject } from '../project-recheck/recheck-project';
import { recordParticipationCertificate } from '../certificates/service';
import { presentFiles, presentRegistrationQuiz } from '../session-user/present-session-user';
import {
  findAccessFacts,
  findLastSave,
  listSavedChallenges,
  recordCompletion,
  storeSave,
  type SavedChallengeRow,
} from './repository';

const toStoredFiles = (files: readonly SubmittedChallengeFile[]): StoredChallengeFile[] =>
  files.map(({ key, ext, name, contents, history }) => ({
    fileKey: key,
    ext,
    name,
    contents,
    history,
  }));

/** The user row and the facts read for this check, as the domain access rule takes them. */
const toAccessUser = (user: User, facts: AccessFacts): ChallengeAccessUser => ({
  access: user.access,
  source: user.source,
  registrationQuiz: presentRegistrationQuiz(user.registrationQuiz),
  isBlockedByExpiration: user.isBlockedByExpiration,
  curriculumAvailable: facts.curriculumAvailable,
  // Rule 6's confirmed registration is the accepted class-group invitation (decision 016).
  hasConfirmedNationalRegistration: user.classGroupAcceptedInvite,
  modules: facts.modules,
  completedChallengeIds: facts.completedChallengeIds,
});

/** Whose access facts the rule needs for this challenge: itself and its previous one. */
export const accessFactsTargetOf = (challenge: ServerCurriculumChallenge): AccessFactsTarget => ({
  challengeId: challenge.id,
  previousChallengeId: challenge.prevChallengeId || null,
});

/**
 * The facts read with the session when they are this challenge's (the usual case: the route named
 * the challenge of its body), else read now. Either way, read during this request.
 */
const readAccessFacts = async ({
  db,
  user,
  challenge,
  prefetched,
}: {
  db: Database;
  user: User;
  challenge: ServerCurriculumChallenge;
  prefetched: PrefetchedAccessFacts | null;
}): Promise<AccessFacts> => {
  const target = accessFactsTargetOf(challenge);
  if (
    prefetched &&
    prefetched.challengeId === target.challengeId &&
    prefetched.previousChallengeId === target.previousChallengeId
  ) {
    return prefetched.facts;
  }
  return findAccessFacts({ db, user, target });
};

/** The challenge, if this learner may submit it to this route; else the HttpError to answer. */
const findAllowedChallenge = async ({
  db,
  curriculum,
  user,
  id,
  endpoint,
  challengeType,
  prefetchedAccessFacts,
}: {
  db: Database;
  curriculum: Curriculum;
  user: User;
  id: string;
  endpoint: CompletionEndpoint | null;
  challengeType?: number;
  prefetchedAccessFacts: PrefetchedAccessFacts | null;
}): Promise<ServerCurriculumChallenge> => {
  const challenge = findChallengeForSubmission({ curriculum, id });
  if (challengeType !== undefined && challengeType !== challenge.challengeType) {
    throw new HttpError({ statusCode: 400, message: MESSAGES.challengeTypeMismatch });
  }
  const expected = getCompletionEndpoint(challenge);
  if (endpoint !== null && endpoint !== expected) {
    throw new HttpError({ statusCode: 400, message: MESSAGES.wrongCompletionRoute(expected) });
  }
  const facts = await readAccessFacts({
    db,
    user,
    challenge,
    prefetched: prefetchedAccessFacts,
  });
  const access = getChallengeAccess({ user: toAccessUser(user, facts), challenge });
  if (!access.allowed) {
    throw new HttpError({ statusCode: 403, message: CHALLENGE_DENIAL_MESSAGES[access.reason] });
  }
  return challenge;
};

const presentSavedChallenges = (saved: readonly SavedChallengeRow[]) =>
  saved.map((entry) => ({
    id: entry.challengeId,
    lastSavedDate: entry.lastSavedDate,
    challengeFiles: presentFiles(entry.files),
  }));

export type CompletionInput = {
  db: Database;
  curriculum: Curriculum;
  user: User;
  endpoint: CompletionEndpoint;
  id: string;
  challengeType?: number;
  files?: readonly SubmittedChallengeFile[];
  solution?: string;
  githubLink?: string;
  now: Date;
  /** The access facts the session lookup read for the body's challenge, if it did. */
  prefetchedAccessFacts?: PrefetchedAccessFacts | null;
};

export const completeChallenge = async ({
  db,
  curriculum,
  user,
  endpoint,
  id,
  challengeType,
  files,
  solution,
  githubLink,
  now,
  prefetchedAccessFacts = null,
}: CompletionInput): Promise<ChallengeCompletedResponse> => {
  const challenge = await findAllowedChallenge({
    db,
    curriculum,
    user,
    id,
    endpoint,
    challengeType,
    prefetchedAccessFacts,
  });
  const tooBig = checkChallengeSubmitSize({
    challengeType: challenge.challengeType,
    files: files ?? [],
  });
  if (tooBig) {
    throw new HttpError({
      statusCode: 400,
      message: MESSAGES.challengeSubmitTooBig(tooBig.userSize, tooBig.maxSize),
    });
  }
  // A JavaScript project passes its tests again on the server first (issue 16, "Trust").
  await requirePassingProject({ challenge, userId: user.id, files: files ?? [] });
  const keptSolution =
    solution && (endpoint !== '/project-completed' || keepsSolution({ ...challenge, solution }))
      ? solution
      : null;
  const recorded = await recordCompletion({
    db,
    userId: user.id,
    challengeId: challenge.id,
    challengeType: challenge.challengeType,
    files: files && files.length > 0 ? toStoredFiles(files) : null,
    solution: keptSolution,
    githubLink: githubLink || null,
    nextChallengeId: challenge.nextChallengeId ?? challenge.id,
    now,
  });
  // A checkpoint records its participation certificate, once like the completion (issue 16).
  await recordParticipationCertificate({ db, user, challengeId: challenge.id });
  return {
    points: computePoints({ completedCount: recorded.completedCount }),
    completedDate: recorded.completedDate,
    alreadyCompleted: recorded.alreadyCompleted,
    savedChallenges: presentSavedChallenges(recorded.savedChallenges),
  };
};

export const saveChallenge = async ({
  db,
  curriculum,
  user,
  id,
  files,
  now,
  prefetchedAccessFacts = null,
}: {
  db: Database;
  curriculum: Curriculum;
  user: User;
  id: string;
  files: readonly SubmittedChallengeFile[];
  now: Date;
  prefetchedAccessFacts?: PrefetchedAccessFacts | null;
}) => {
  const challenge = await findAllowedChallenge({
    db,
    curriculum,
    user,
    id,
    endpoint: null,
    prefetchedAccessFacts,
  });
  const lastSavedAt = await findLastSave({ db, userId: user.id, challengeId: challenge.id });
  const refusal = checkChallengeSave({ files, lastSavedAt, now });
  const waitSeconds = (elapsedMs: number) =>
    Math.max(1, Math.ceil((CODE_SAVE_INTERVAL_MS - elapsedMs) / 1000));
  if (refusal?.code === 'ChallengeSaveTooBig') {
    throw new HttpError({
      statusCode: 413,
      message: MESSAGES.challengeSaveTooBig(refusal.userSize, refusal.maxSize),
    });
  }
  if (refusal?.code === 'CodeSaveLess') {
    throw new HttpError({
      statusCode: 429,
      type: 'warning',
      message: MESSAGES.codeSaveLess(waitSeconds(refusal.elapsedMs)),
    });
  }
  const stored = await storeSave({
    db,
    userId: user.id,
    challengeId: challenge.id,
    files: toStoredFiles(files),
    now,
    minimumIntervalMs: CODE_SAVE_INTERVAL_MS,
  });
  if (!stored) {
    throw new HttpError({
      statusCode: 429,
      type: 'warning',
      message: MESSAGES.codeSaveLess(waitSeconds(0)),
    });
  }
  return {
    type: 'success' as const,
    message: MESSAGES.codeSaved,
    savedChallenges: presentSavedChallenges(await listSavedChallenges({ db, userId: user.id })),
  };
};
