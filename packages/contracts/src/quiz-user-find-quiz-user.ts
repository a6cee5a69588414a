// POST /api/quiz-user/find-quiz-user — "Já respondi o quiz": e-mail + CPF open the record again
// (issue 17). Rate-limited per IP and per CPF; a wrong pair answers one message whichever half is
// wrong (and a CPF with wrong check digits answers it too), so nothing is learnt about either.
import { z } from 'zod';
import { postSigninLocalBodySchema } from './post-signin-local';
import { quizUserAccessSchema } from './quiz-user-record';

export const QUIZ_USER_FIND_PATH = '/api/quiz-user/find-quiz-user';

export const postQuizUserFindBodySchema = z
  .strictObject({
    email: postSigninLocalBodySchema.shape.email,
    cpf: z.string().trim().min(1).max(20),
  })
  .meta({ id: 'QuizUserFindBody' });
export type PostQuizUserFindBody = z.input<typeof postQuizUserFindBodySchema>;

export const postQuizUserFindResponseSchema = quizUserAccessSchema;
