// POST /save-challenge — keeps the learner's code of a challenge on the server
// (docs/product/workspace.md: at most 102400 bytes, saves at least 5000 ms apart: flashes
// challenge-save-too-big and code-save-less).
import { z } from 'zod';
import { challengeIdSchema, submittedChallengeFilesSchema } from './challenge-completion-answer';
import { savedChallengeSchema } from './get-session-user';

export const postSaveChallengeBodySchema = z
  .strictObject({
    id: challengeIdSchema,
    files: submittedChallengeFilesSchema.min(1),
  })
  .meta({ id: 'SaveChallengeBody' });
export type PostSaveChallengeBody = z.input<typeof postSaveChallengeBodySchema>;

export const postSaveChallengeResponseSchema = z
  .object({
    type: z.literal('success'),
    /** The `code-saved` flash. */
    message: z.string(),
    savedChallenges: z.array(savedChallengeSchema),
  })
  .meta({ id: 'SaveChallengeAnswer' });
export type PostSaveChallengeResponse = z.infer<typeof postSaveChallengeResponseSchema>;
