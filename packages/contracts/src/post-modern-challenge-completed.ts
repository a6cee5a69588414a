// POST /modern-challenge-completed — a challenge whose tests passed in the browser (every type but
// projects and back-end challenges: domain getCompletionEndpoint). Recorded once.
import { z } from 'zod';
import {
  challengeCompletedResponseSchema,
  challengeIdSchema,
  submittedChallengeFilesSchema,
} from './challenge-completion-answer';

export const MODERN_CHALLENGE_COMPLETED_PATH = '/modern-challenge-completed';

export const postModernChallengeCompletedBodySchema = z
  .strictObject({
    id: challengeIdSchema,
    challengeType: z.number().int().min(0).max(18),
    files: submittedChallengeFilesSchema.optional(),
  })
  .meta({ id: 'ModernChallengeCompletedBody' });
export type PostModernChallengeCompletedBody = z.input<
  typeof postModernChallengeCompletedBodySchema
>;

export const postModernChallengeCompletedResponseSchema = challengeCompletedResponseSchema;
