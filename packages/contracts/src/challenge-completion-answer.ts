// What the challenge save and completion calls share: the learner's files as the editor sends them
// (docs/product/workspace.md: contents, ext, history, key, name) and the answer to a completion.
import { z } from 'zod';
import { MAX_SAVED_CODE_BYTES } from '@escola/domain/constants';
import { savedChallengeSchema } from './get-session-user';

/** Most files a challenge has (HTML, CSS, JS… with room to spare). */
export const CHALLENGE_FILES_MAXIMUM = 20;
export const CHALLENGE_ID_MAXIMUM_LENGTH = 200;
/** Longest solution or GitHub link of a project (a URL). */
export const SOLUTION_MAXIMUM_LENGTH = 2083;

export const challengeIdSchema = z.string().trim().min(1).max(CHALLENGE_ID_MAXIMUM_LENGTH);

export const submittedChallengeFileSchema = z.strictObject({
  /** ext + name, e.g. "indexhtml". */
  key: z.string().min(1).max(100),
  ext: z.string().min(1).max(10),
  name: z.string().min(1).max(100),
  /** Characters; the byte limits of docs/product/workspace.md are checked on the whole set. */
  contents: z.string().max(MAX_SAVED_CODE_BYTES),
  history: z.array(z.string().max(200)).max(20),
});
export type SubmittedChallengeFile = z.infer<typeof submittedChallengeFileSchema>;

export const submittedChallengeFilesSchema = z
  .array(submittedChallengeFileSchema)
  .max(CHALLENGE_FILES_MAXIMUM);

export const challengeCompletedResponseSchema = z
  .object({
    /** The learner's points after this completion (50 + 10 per completed challenge). */
    points: z.number().int(),
    /** When the challenge was first completed (ms since the Unix epoch); a repeat keeps it. */
    completedDate: z.number(),
    /** True when the challenge had been completed before: nothing was added. */
    alreadyCompleted: z.boolean(),
    savedChallenges: z.array(savedChallengeSchema),
  })
  .meta({ id: 'ChallengeCompletedAnswer' });
export type ChallengeCompletedResponse = z.infer<typeof challengeCompletedResponseSchema>;
