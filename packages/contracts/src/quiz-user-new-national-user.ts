// POST /api/quiz-user/new-national-user — the national form in one step (issue 17): the record,
// the quiz answers and a password. A new CPF creates the record; a CPF whose unlinked record has
// the same e-mail updates it; then the account is created, linked and signed in exactly like
// POST /api/quiz-user/new-user (one implementation). Another e-mail on a registered CPF: 409.
import { z } from 'zod';
import { flashSchema } from './flash';
import { newPasswordSchema } from './password-rules';
import { quizUserRecordSchema } from './quiz-user-record';
import { quizAnswersSchema } from './quiz-user-update-result';

export const QUIZ_USER_NEW_NATIONAL_USER_PATH = '/api/quiz-user/new-national-user';

export const postQuizUserNewNationalUserBodySchema = z
  .strictObject({
    quizUser: quizUserRecordSchema,
    userResult: z.strictObject({ answers: quizAnswersSchema }),
    password: newPasswordSchema,
  })
  .meta({ id: 'QuizUserNewNationalUserBody' });
export type PostQuizUserNewNationalUserBody = z.input<typeof postQuizUserNewNationalUserBodySchema>;

export const postQuizUserNewNationalUserResponseSchema = flashSchema;
