// The placement test's flow (docs/product/national-programme.md, issue 16): who may take it (the
// domain's rules on the user's facts), the shuffled questions, and the server-side grading of an
// attempt, written with the user row locked so a repeated or concurrent submission never counts
// twice.
import type { GetPlacementTestQuestionsResponse } from '@escola/contracts/get-placement-test-questions';
import type {
  PostPlacementTestCorrectionBody,
  PostPlacementTestCorrectionResponse,
} from '@escola/contracts/post-placement-test-correction';
import type { Database } from '@escola/db/client';
import type { User } from '@escola/db/schema/users';
import { PLACEMENT_TEST_MAX_ATTEMPTS } from '@escola/domain/constants';
import { hasPassingGrade } from '@escola/domain/national-programme';
import {
  getPlacementAttemptsLeft,
  getPlacementTestStatus,
  gradePlacementAnswers,
  type PlacementAnswersProblem,
  type PlacementTestStatus,
} from '@escola/domain/placement-test';
import { HttpError } from '../../http-error';
import { MESSAGES } from '../../messages';
import { presentPlacementQuestions } from './present-placement-questions';
import {
  lockUserForPlacement,
  readPlacementFacts,
  recordPlacementAttempt,
  selectActiveQuestions,
  type ActiveQuestion,
} from './repository';

/** Why a learner who is not `available` may not take the test now (403). */
const refusalOf = (status: Exclude<PlacementTestStatus, 'available'>): HttpError => {
  const message = {
    passed: MESSAGES.placementTestAlreadyPassed,
    'attempts-over': MESSAGES.placementTestAttemptsOver(PLACEMENT_TEST_MAX_ATTEMPTS),
    'not-needed': MESSAGES.placementTestNotNeeded,
  }[status];
  return new HttpError({ statusCode: 403, type: 'warning', message });
};

const unavailable = () =>
  new HttpError({ statusCode: 503, message: MESSAGES.placementTestUnavailable });

const invalidAnswers = ({
  problem,
  questionIds,
}: {
  problem: Exclude<PlacementAnswersProblem, 'no-questions'>;
  questionIds: string[];
}): HttpError => {
  const message = {
    'missing-answer': MESSAGES.placementTestMissingAnswers(questionIds.length),
    'unknown-question': MESSAGES.placementTestUnknownQuestion,
    'unknown-option': MESSAGES.placementTestUnknownOption,
  }[problem];
  return new HttpError({ statusCode: 400, message });
};

export const getPlacementQuestions = async ({
  db,
  user,
}: {
  db: Database;
  user: User;
}): Promise<GetPlacementTestQuestionsResponse> => {
  const status = getPlacementTestStatus(await readPlacementFacts({ db, user }));
  if (status !== 'available') throw refusalOf(status);
  const questions = await selectActiveQuestions(db);
  if (questions.length === 0) throw unavailable();
  return presentPlacementQuestions({
    questions,
    attemptNumber: user.attemptedPlacementTestCounter + 1,
  });
};

const toGradable = (questions: readonly ActiveQuestion[]) =>
  questions.map((question) => ({
    id: question.id,
    optionIds: question.options.map((option) => option.id),
    correctOptionId: question.correctOptionId,
  }));

export const correctPlacementTest = async ({
  db,
  userId,
  body,
  now,
}: {
  db: Database;
  userId: string;
  body: PostPlacementTestCorrectionBody;
  now: Date;
}): Promise<PostPlacementTestCorrectionResponse> => {
  const questions = toGradable(await selectActiveQuestions(db));
  if (questions.length === 0) throw unavailable();
  // Checked and written under the user row's lock: a second submission waits, then sees the first.
  return db.transaction(async (transaction) => {
    const user = await lockUserForPlacement({ db: transaction, userId });
    if (!user) throw new HttpError({ statusCode: 401, message: MESSAGES.signInRequired });
    const status = getPlacementTestStatus(await readPlacementFacts({ db: transaction, user }));
    if (status !== 'available') throw refusalOf(status);
    const attemptNumber = user.attemptedPlacementTestCounter + 1;
    if (body.attemptNumber !== attemptNumber) {
      throw new HttpError({
        statusCode: 409,
        type: 'warning',
        message: MESSAGES.placementTestAttemptAlreadySent,
      });
    }
    const grading = gradePlacementAnswers({ questions, answers: body.answers });
    if (!grading.ok) {
      if (grading.problem === 'no-questions') throw unavailable();
      throw invalidAnswers({ problem: grading.problem, questionIds: grading.questionIds });
    }
    const passed = hasPassingGrade(grading.grade);
    await recordPlacementAttempt({
      db: transaction,
      userId,
      attemptNumber,
      grade: grading.grade,
      answers: body.answers,
      passed,
      now,
    });
    return {
      type: 'success' as const,
      message: MESSAGES.placementTestSent,
      passed,
      grade: grading.grade,
      rightAnswers: grading.rightAnswers,
      totalQuestions: grading.totalQuestions,
      attemptNumber,
      attemptsLeft: passed ? 0 : getPlacementAttemptsLeft(attemptNumber),
    };
  });
};
