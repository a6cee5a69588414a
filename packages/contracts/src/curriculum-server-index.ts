// curriculum/dist/server/curriculum.json — the API's twin of the public index, written by
// `npm run curriculum:build` and never served. It holds what the API checks submissions and
// answers against: every challenge's id, type, path and position, the right answers, and the tests
// of the projects the API runs again before recording them.
import { z } from 'zod';
import { curriculumChallengeSchema } from './curriculum-index';

/** One question's answer key: which answer is right, and the feedback written under each answer. */
export const serverCurriculumQuestionSchema = z.object({
  /** 0-based index of the right answer, in the file's order (the page data's `answers` order). */
  correctAnswerIndex: z.number().int().min(0),
  /** Sanitised HTML of the feedback under each answer, null when an answer has none. */
  feedback: z.array(z.string().nullable()),
});
export type ServerCurriculumQuestion = z.infer<typeof serverCurriculumQuestionSchema>;

/** One test the API runs again: its text (plain, for the refusal message) and its code. */
export const serverChallengeTestSchema = z.object({
  text: z.string(),
  testString: z.string(),
});

/**
 * What the API needs to run a project's tests on the submitted code (the server re-check,
 * `apps/api/src/modules/project-recheck`): the tests and the challenge's code before and after
 * the learner's, in the runner's order (decision 032).
 */
export const serverChallengeTestsSchema = z.object({
  beforeUserCode: z.string().nullable(),
  afterUserCode: z.string().nullable(),
  tests: z.array(serverChallengeTestSchema).min(1),
});
export type ServerChallengeTests = z.infer<typeof serverChallengeTestsSchema>;

export const serverCurriculumChallengeSchema = curriculumChallengeSchema
  .pick({
    id: true,
    challengeType: true,
    superBlock: true,
    superOrder: true,
    phase: true,
    phaseOrder: true,
    block: true,
    order: true,
    challengeOrder: true,
    path: true,
    prevChallengeId: true,
    nextChallengeId: true,
  })
  .extend({
    /**
     * Position within its superblock counting from 1 (the modular rule of
     * docs/product/curriculum-and-access.md).
     */
    indexInSuperBlock: z.number().int().min(1),
    questions: z.array(serverCurriculumQuestionSchema),
    /**
     * Present only on the challenges the API re-checks (JavaScript projects, type 5: their tests
     * need no page); every other challenge stays verified by the browser.
     */
    serverTests: serverChallengeTestsSchema.optional(),
  });
export type ServerCurriculumChallenge = z.infer<typeof serverCurriculumChallengeSchema>;

export const serverCurriculumIndexSchema = z.object({
  /** The same buildId as the public index it was built with. */
  buildId: z.string(),
  /** Every challenge in reading order. */
  challenges: z.array(serverCurriculumChallengeSchema),
});
export type ServerCurriculumIndex = z.infer<typeof serverCurriculumIndexSchema>;
