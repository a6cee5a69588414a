// The placement test (docs/product/national-programme.md, issue 16): where a learner stands with
// it, and the grading of an attempt. The API grades on the server with these; the web page shows
// the state.
import { PLACEMENT_TEST_MAX_ATTEMPTS } from './constants';
import {
  hasFailingGrade,
  hasPassingGrade,
  needsPlacementTest,
  type PlacementFacts,
} from './national-programme';

/** The highest grade: 10 × right answers ÷ questions. */
export const PLACEMENT_TEST_MAX_GRADE = 10;

/**
 * - `available`: the test is needed and may be taken now (first attempt or second chance);
 * - `passed`: the last grade reached the passing grade;
 * - `attempts-over`: every attempt used without passing (the attempts-over message of
 *   docs/product/national-programme.md is this state for national users of the first quiz);
 * - `not-needed`: nobody asked this learner for the test.
 */
export type PlacementTestStatus = 'available' | 'passed' | 'attempts-over' | 'not-needed';

export const getPlacementTestStatus = (user: PlacementFacts): PlacementTestStatus => {
  if (needsPlacementTest(user)) return 'available';
  if (hasPassingGrade(user.studentGrade)) return 'passed';
  if (user.attemptedPlacementTestCounter >= PLACEMENT_TEST_MAX_ATTEMPTS) return 'attempts-over';
  return 'not-needed';
};

/** Attempts still allowed (never below 0). */
export const getPlacementAttemptsLeft = (attemptedPlacementTestCounter: number): number =>
  Math.max(0, PLACEMENT_TEST_MAX_ATTEMPTS - attemptedPlacementTestCounter);

/** The second chance of the placement page: the test is available again after a failed attempt. */
export const isOnPlacementSecondChance = (user: PlacementFacts): boolean =>
  getPlacementTestStatus(user) === 'available' &&
  user.attemptedPlacementTestCounter > 0 &&
  hasFailingGrade(user.studentGrade);

/** Grade 0–10 with two decimals: 10 × right ÷ total, rounded half up (7 of 9 → 7.78). */
export const computePlacementGrade = ({
  rightAnswers,
  totalQuestions,
}: {
  rightAnswers: number;
  totalQuestions: number;
}): number => {
  if (totalQuestions <= 0) return 0;
  // Integer hundredths first, so 2 of 3 gives 6.67 and not a binary-fraction neighbour.
  return Math.round((PLACEMENT_TEST_MAX_GRADE * 100 * rightAnswers) / totalQuestions) / 100;
};

export type GradableQuestion = {
  id: string;
  optionIds: readonly string[];
  correctOptionId: string;
};

/** Why a set of answers cannot be graded; nothing is recorded for any of them. */
export type PlacementAnswersProblem =
  /** The bank has no active question (nothing to grade against). */
  | 'no-questions'
  /** An answer names a question that is not in the test (unknown or inactive). */
  | 'unknown-question'
  /** A question of the test has no answer. */
  | 'missing-answer'
  /** An answer names an option its question does not have. */
  | 'unknown-option';

export type PlacementGrading =
  | { ok: true; rightAnswers: number; totalQuestions: number; grade: number }
  | { ok: false; problem: PlacementAnswersProblem; questionIds: string[] };

/**
 * Grades answers (question id → chosen option id) against every active question: each question
 * must be answered exactly once, with one of its own options.
 */
export const gradePlacementAnswers = ({
  questions,
  answers,
}: {
  questions: readonly GradableQuestion[];
  answers: Readonly<Record<string, string>>;
}): PlacementGrading => {
  if (questions.length === 0) return { ok: false, problem: 'no-questions', questionIds: [] };
  const byId = new Map(questions.map((question) => [question.id, question]));
  const unknown = Object.keys(answers).filter((questionId) => !byId.has(questionId));
  if (unknown.length > 0) return { ok: false, problem: 'unknown-question', questionIds: unknown };
  const missing = questions
    .filter((question) => !Object.hasOwn(answers, question.id))
    .map((question) => question.id);
  if (missing.length > 0) return { ok: false, problem: 'missing-answer', questionIds: missing };
  const badOption = questions
    .filter((question) => !question.optionIds.some((optionId) => optionId === answers[question.id]))
    .map((question) => question.id);
  if (badOption.length > 0) return { ok: false, problem: 'unknown-option', questionIds: badOption };
  const rightAnswers = questions.filter(
    (question) => answers[question.id] === question.correctOptionId,
  ).length;
  const totalQuestions = questions.length;
  return {
    ok: true,
    rightAnswers,
    totalQuestions,
    grade: computePlacementGrade({ rightAnswers, totalQuestions }),
  };
};
