// POST /api/quiz-user/register — an anonymous visitor registers the quiz user record of
// docs/product/national-programme.md (issue 17). The server gives the `ra`; a CPF already
// registered answers 409 pointing to "Já respondi o quiz". Rate-limited per IP. The answer carries
// the token that opens the record.
import { z } from 'zod';
import { quizUserAccessSchema, quizUserRecordSchema } from './quiz-user-record';

export const QUIZ_USER_REGISTER_PATH = '/api/quiz-user/register';

export const postQuizUserRegisterBodySchema = quizUserRecordSchema;
export type PostQuizUserRegisterBody = z.input<typeof postQuizUserRegisterBodySchema>;

export const postQuizUserRegisterResponseSchema = quizUserAccessSchema;
export type PostQuizUserRegisterResponse = z.infer<typeof postQuizUserRegisterResponseSchema>;
