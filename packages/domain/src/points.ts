// Points shown to the learner (docs/product/workspace.md): 50 + 10 per completed challenge; a
// correct answer is worth 10 points.
import { BASE_POINTS, CORRECT_ANSWER_POINTS, POINTS_PER_COMPLETED_CHALLENGE } from './constants';

export const computePoints = ({ completedCount }: { completedCount: number }): number =>
  BASE_POINTS + POINTS_PER_COMPLETED_CHALLENGE * completedCount;

/**
 * The points after a correct answer. A correct answer completes its challenge, so answering again a
 * challenge that is already completed gives nothing (the points would no longer match
 * `computePoints`).
 */
export const getPointsAfterCorrectAnswer = ({
  points,
  alreadyCompleted,
}: {
  points: number;
  alreadyCompleted: boolean;
}): number => (alreadyCompleted ? points : points + CORRECT_ANSWER_POINTS);
