// GET /page-data/learn/<superBlock>/<block>/<slug>/page-data.json — everything a challenge page
// needs, built from its Markdown file. Never carries solutions nor which answer is right: the API
// keeps those (curriculum/dist/server/curriculum.json) and checks answers itself.
import { z } from 'zod';
import { curriculumChallengeSchema } from './curriculum-index';

/** A starting file (docs/product/workspace.md "Challenge file"). */
export const challengeSeedFileSchema = z.object({
  fileKey: z.string().describe('ext + name, e.g. "indexhtml"'),
  name: z.string(),
  ext: z.string(),
  contents: z.string(),
  /** 0-based line numbers of the region the learner edits: [first line, line after the last]. */
  editableRegionBoundaries: z.array(z.number().int()),
  history: z.array(z.string()),
});
export type ChallengeSeedFile = z.infer<typeof challengeSeedFileSchema>;

export const challengeTestSchema = z.object({
  /** Sanitised HTML of the Portuguese test text. */
  text: z.string(),
  testString: z.string(),
});
export type ChallengeTest = z.infer<typeof challengeTestSchema>;

export const challengeQuestionSchema = z.object({
  /** Sanitised HTML. */
  text: z.string(),
  /** Sanitised HTML of each answer, in the file's order (which one is right is not here). */
  answers: z.array(z.string()),
});
export type ChallengeQuestion = z.infer<typeof challengeQuestionSchema>;

export const challengePageDataSchema = z
  .object({
    challenge: curriculumChallengeSchema.extend({
      /** Sanitised HTML. */
      description: z.string(),
      instructions: z.string(),
      files: z.array(challengeSeedFileSchema),
      /** A finished example of the project (project-preview frame), or null. */
      demo: z
        .array(
          challengeSeedFileSchema.pick({ fileKey: true, name: true, ext: true, contents: true }),
        )
        .nullable(),
      tests: z.array(challengeTestSchema),
      questions: z.array(challengeQuestionSchema),
      beforeUserCode: z.string().nullable(),
      afterUserCode: z.string().nullable(),
      videoId: z.string().nullable(),
      videoUrl: z.string().nullable(),
      superBlockTitle: z.string(),
      blockTitle: z.string(),
    }),
  })
  .meta({ id: 'ChallengePageData' });
export type ChallengePageData = z.infer<typeof challengePageDataSchema>;

/** GET /page-data/learn/<superBlock>/page-data.json and …/<block>/page-data.json */
export const introductionPageDataSchema = z
  .object({
    kind: z.enum(['superBlock', 'block']),
    superBlock: z.string(),
    block: z.string().nullable(),
    title: z.string(),
    /** Sanitised HTML of the introduction. */
    introduction: z.string(),
  })
  .meta({ id: 'IntroductionPageData' });
export type IntroductionPageData = z.infer<typeof introductionPageDataSchema>;
