// POST /placement-test/correction — grades a placement-test attempt on the server
// (docs/product/national-programme.md, issue 16): grade 0–10 (two decimals) = 10 × right ÷ active
// questions, stored as studentEvaluation.studentGrade with the attempt; passing grade 7; fewer than
// 2 attempts. Every active question answered exactly once with one of its options, or 400 and
// nothing stored. The attempt number of GET /placement-test/questions is echoed, so a repeated
// submission of the same attempt is refused (409) instead of counted twice. Success:
// `Teste de nivelamento enviado com sucesso!`; on any failure the web shows
// `Falha ao enviar teste de nivelamento para correção. Tente novamente mais tarde.`.
import { z } from 'zod';

export const PLACEMENT_TEST_CORRECTION_PATH = '/placement-test/correction';

/** More answers than this cannot be a placement test: refused before anything is read. */
export const PLACEMENT_TEST_MAX_ANSWERS = 200;

export const postPlacementTestCorrectionBodySchema = z
  .strictObject({
    attemptNumber: z.number().int().min(1).max(100),
    /** Question id → chosen option id. */
    answers: z
      .record(z.uuid(), z.string().min(1).max(64))
      .refine((answers) => Object.keys(answers).length <= PLACEMENT_TEST_MAX_ANSWERS, {
        message: `No máximo ${PLACEMENT_TEST_MAX_ANSWERS} respostas.`,
      }),
  })
  .meta({ id: 'PlacementTestCorrectionBody' });
export type PostPlacementTestCorrectionBody = z.infer<typeof postPlacementTestCorrectionBodySchema>;

export const postPlacementTestCorrectionResponseSchema = z
  .object({
    type: z.literal('success'),
    message: z.string(),
    /** The grade reached the passing grade: the learner continues to /learn. */
    passed: z.boolean(),
    grade: z.number().min(0).max(10),
    rightAnswers: z.number().int().min(0),
    totalQuestions: z.number().int().min(1),
    /** The attempt just graded (1 or 2). */
    attemptNumber: z.number().int().min(1),
    /** Attempts the learner may still use: 0 once passed or after the last allowed attempt. */
    attemptsLeft: z.number().int().min(0),
  })
  .meta({ id: 'PlacementTestCorrection' });
export type PostPlacementTestCorrectionResponse = z.infer<
  typeof postPlacementTestCorrectionResponseSchema
>;
