// POST /register-user-answer — checks the answer to the questions of a video (11), quiz (8) or
// theOdinProject (15) challenge against the API's answer key (page data never says which answer is
// right). Visitors may check too. Right: `Parabéns, resposta correta! + 10 pontos`; wrong:
// `Resposta incorreta. Tente novamente.` (docs/product/workspace.md). Points: decision 017.
import { z } from 'zod';

/** 0-based index of the chosen answer, in the page data's `answers` order. */
const answerIndexSchema = z.number().int().min(0).max(99);

export const postRegisterUserAnswerBodySchema = z
  .strictObject({
    id: z.string().min(1).max(200),
    /** One answer index for a one-question challenge, or one per question, in order. */
    userAnswer: z.union([answerIndexSchema, z.array(answerIndexSchema).min(1).max(100)]),
  })
  .meta({ id: 'RegisterUserAnswerBody' });
export type PostRegisterUserAnswerBody = z.infer<typeof postRegisterUserAnswerBodySchema>;

export const postRegisterUserAnswerResponseSchema = z
  .object({
    type: z.enum(['success', 'danger']),
    message: z.string(),
    isCorrect: z.boolean(),
    /** Per question, the sanitised HTML written under the chosen answer, or null. */
    feedback: z.array(z.string().nullable()),
  })
  .meta({ id: 'RegisterUserAnswerResponse' });
export type PostRegisterUserAnswerResponse = z.infer<typeof postRegisterUserAnswerResponseSchema>;
