// GET /page-data/curriculum.json — the public curriculum index built from curriculum/content by
// `npm run curriculum:build`. The /learn map renders from it alone (no per-challenge request), and
// the API loads the server-side twin of it at start (curriculum/dist/server/curriculum.json).
import { z } from 'zod';
import { CHALLENGE_TYPE_VALUES } from '@escola/domain/challenge-types';
import { SUPER_BLOCKS } from '@escola/domain/super-blocks';

const challengeTypeSchema = z
  .number()
  .int()
  .refine((value) => (CHALLENGE_TYPE_VALUES as readonly number[]).includes(value));

/**
 * One challenge as the map and the navigation need it (docs/product/curriculum-and-access.md
 * "Challenge").
 */
export const curriculumChallengeSchema = z.object({
  id: z.string(),
  title: z.string(),
  challengeType: challengeTypeSchema,
  superBlock: z.enum(SUPER_BLOCKS),
  superOrder: z.number().int(),
  phase: z.string(),
  phaseOrder: z.number().int(),
  block: z.string(),
  order: z.number().int(),
  challengeOrder: z.number().int(),
  /** /learn/<superBlock>/<block>/<slug> */
  path: z.string(),
  prevChallengeId: z.string().nullable(),
  prevChallengePath: z.string().nullable(),
  nextChallengeId: z.string().nullable(),
  nextChallengePath: z.string().nullable(),
});
export type CurriculumChallenge = z.infer<typeof curriculumChallengeSchema>;

export const curriculumBlockSchema = z.object({
  block: z.string(),
  title: z.string(),
  order: z.number().int(),
  /** /learn/<superBlock>/<block>/ when the block has an introduction page, else null. */
  introductionPath: z.string().nullable(),
  /** Challenge ids in challengeOrder; the challenges themselves are in `challenges`. */
  challengeIds: z.array(z.string()),
});
export type CurriculumBlock = z.infer<typeof curriculumBlockSchema>;

export const curriculumPhaseSchema = z.object({
  phase: z.string(),
  title: z.string(),
  phaseOrder: z.number().int(),
  blocks: z.array(curriculumBlockSchema),
});
export type CurriculumPhase = z.infer<typeof curriculumPhaseSchema>;

export const curriculumSuperBlockSchema = z.object({
  superBlock: z.enum(SUPER_BLOCKS),
  title: z.string(),
  superOrder: z.number().int(),
  /** The certificate slug when the superblock leads to one (see @escola/domain/certifications). */
  certification: z.string().nullable(),
  /** /learn/<superBlock>/ — the superblock introduction page. */
  path: z.string(),
  phases: z.array(curriculumPhaseSchema),
});
export type CurriculumSuperBlock = z.infer<typeof curriculumSuperBlockSchema>;

export const curriculumIndexSchema = z
  .object({
    /** Hash of the built content: page-data URLs carry it so they can be cached for long. */
    buildId: z.string(),
    superBlocks: z.array(curriculumSuperBlockSchema),
    /** Every challenge in reading order (superOrder, phaseOrder, order, challengeOrder). */
    challenges: z.array(curriculumChallengeSchema),
  })
  .meta({ id: 'CurriculumIndex' });
export type CurriculumIndex = z.infer<typeof curriculumIndexSchema>;
