// POST /project-completed — a certification project: its solution (the link to the learner's
// work) and, for back-end projects, the GitHub link. Recorded once; the solution is kept only when
// present (domain keepsSolution).
import { z } from 'zod';
import {
  SOLUTION_MAXIMUM_LENGTH,
  challengeCompletedResponseSchema,
  challengeIdSchema,
} from './challenge-completion-answer';

export const PROJECT_COMPLETED_PATH = '/project-completed';

export const postProjectCompletedBodySchema = z
  .strictObject({
    id: challengeIdSchema,
    challengeType: z.number().int().min(0).max(18),
    solution: z.string().trim().max(SOLUTION_MAXIMUM_LENGTH).optional(),
    githubLink: z.string().trim().max(SOLUTION_MAXIMUM_LENGTH).optional(),
  })
  .meta({ id: 'ProjectCompletedBody' });
export type PostProjectCompletedBody = z.input<typeof postProjectCompletedBodySchema>;

export const postProjectCompletedResponseSchema = challengeCompletedResponseSchema;
