// PUT /api/quiz-user/update-result/{userId} — the quiz answers of a registered record (issue 17).
// The server scores them with the domain's quiz (the client's own idea of the result is not
// trusted) and keeps answers and result in `userResult`; `registrationQuiz` follows. Needs the
// record's token (x-quiz-user-token); once an account is linked the result is fixed (409).
import { z } from 'zod';
import { quizUserAccessSchema } from './quiz-user-record';

export const QUIZ_USER_UPDATE_RESULT_PATH = '/api/quiz-user/update-result/:userId';
export const quizUserUpdateResultPath = (userId: string): string =>
  `/api/quiz-user/update-result/${encodeURIComponent(userId)}`;

/** Question id → option id, as in @escola/domain/national-quiz. */
export const quizAnswersSchema = z
  .record(z.string().max(60), z.string().max(60))
  .refine((answers) => Object.keys(answers).length <= 20, { message: 'Respostas demais.' });

export const putQuizUserUpdateResultBodySchema = z
  .strictObject({ userResult: z.strictObject({ answers: quizAnswersSchema }) })
  .meta({ id: 'QuizUserUpdateResultBody' });
export type PutQuizUserUpdateResultBody = z.infer<typeof putQuizUserUpdateResultBodySchema>;

export const putQuizUserUpdateResultResponseSchema = quizUserAccessSchema;
export type PutQuizUserUpdateResultResponse = z.infer<typeof putQuizUserUpdateResultResponseSchema>;
