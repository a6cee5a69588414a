// POST /backend-challenge-completed — a back-end challenge (type 2), with the learner's solution
// (a link to their work), recorded once.
import { z } from 'zod';
import {
  SOLUTION_MAXIMUM_LENGTH,
  challengeCompletedResponseSchema,
  challengeIdSchema,
} from './challenge-completion-answer';

export const BACKEND_CHALLENGE_COMPLETED_PATH = '/backend-challenge-completed';

export const postBackendChallengeCompletedBodySchema = z
  .strictObject({
    id: challengeIdSchema,
    solution: z.string().trim().max(SOLUTION_MAXIMUM_LENGTH).optional(),
  })
  .meta({ id: 'BackendChallengeCompletedBody' });
export type PostBackendChallengeCompletedBody = z.input<
  typeof postBackendChallengeCompletedBodySchema
>;

export const postBackendChallengeCompletedResponseSchema = challengeCompletedResponseSchema;
