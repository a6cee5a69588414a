// POST /api/quiz-user/new-user/{userId} — the quiz participant creates their password: the account
// of the national programme is created from the record in one transaction, linked to it, and
// signed in (issue 17). Needs the record's token and the quiz result; an account already linked,
// or an e-mail or CPF that already has one, answers 409.
import { z } from 'zod';
import { flashSchema } from './flash';
import { newPasswordSchema } from './password-rules';

export const QUIZ_USER_NEW_USER_PATH = '/api/quiz-user/new-user/:userId';
export const quizUserNewUserPath = (userId: string): string =>
  `/api/quiz-user/new-user/${encodeURIComponent(userId)}`;

/** Where the new learner goes; the first-load rule sends variant 1 on to /placement-test. */
export const AFTER_NATIONAL_ACCOUNT_PATH = '/learn';

export const postQuizUserNewUserBodySchema = z
  .strictObject({ password: newPasswordSchema, nationalUser: z.literal(true) })
  .meta({ id: 'QuizUserNewUserBody' });
export type PostQuizUserNewUserBody = z.infer<typeof postQuizUserNewUserBodySchema>;

export const postQuizUserNewUserResponseSchema = flashSchema;
