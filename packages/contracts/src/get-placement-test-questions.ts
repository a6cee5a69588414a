// GET /placement-test/questions — the placement test (docs/product/national-programme.md, issue
// 16): every active question of the bank, questions and options in a new random order on each call,
// and never which option is right (the server grades). Signed-in; a learner who may not take the
// test now (not needed, already passed, attempts over) gets 403 with the reason. On any failure the
// web shows the spec's `Falha ao trazer teste de nivelamento. Tente novamente mais tarde.`
import { z } from 'zod';

export const PLACEMENT_TEST_QUESTIONS_PATH = '/placement-test/questions';

export const placementTestOptionSchema = z
  .object({ id: z.string(), text: z.string() })
  .meta({ id: 'PlacementTestOption' });

export const placementTestQuestionSchema = z
  .object({
    id: z.uuid(),
    prompt: z.string(),
    /** Code shown under the prompt, or null. */
    code: z.string().nullable(),
    options: z.array(placementTestOptionSchema),
  })
  .meta({ id: 'PlacementTestQuestion' });
export type PlacementTestQuestionView = z.infer<typeof placementTestQuestionSchema>;

export const getPlacementTestQuestionsResponseSchema = z
  .object({
    questions: z.array(placementTestQuestionSchema),
    /** The attempt these answers will be (1, or 2 for the second chance): the correction echoes it. */
    attemptNumber: z.number().int().min(1),
  })
  .meta({ id: 'PlacementTestQuestions' });
export type GetPlacementTestQuestionsResponse = z.infer<
  typeof getPlacementTestQuestionsResponseSchema
>;
