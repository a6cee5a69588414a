// PUT /api/quiz-user/toggle-receive-emails/{userId} — a quiz participant gives or withdraws consent
// to the programme's e-mails (LGPD, issue 17); the date of the change is kept, and the linked
// account's e-mail consent follows. Needs the record's token. The web then goes to `/` (spec).
import { z } from 'zod';
import { flashSchema } from './flash';

export const QUIZ_USER_TOGGLE_RECEIVE_EMAILS_PATH = '/api/quiz-user/toggle-receive-emails/:userId';
export const quizUserToggleReceiveEmailsPath = (userId: string): string =>
  `/api/quiz-user/toggle-receive-emails/${encodeURIComponent(userId)}`;
export const AFTER_TOGGLE_RECEIVE_EMAILS_PATH = '/';

export const putQuizUserToggleReceiveEmailsBodySchema = z
  .strictObject({ receiveEmails: z.boolean() })
  .meta({ id: 'QuizUserToggleReceiveEmailsBody' });
export type PutQuizUserToggleReceiveEmailsBody = z.infer<
  typeof putQuizUserToggleReceiveEmailsBodySchema
>;

export const putQuizUserToggleReceiveEmailsResponseSchema = flashSchema;
