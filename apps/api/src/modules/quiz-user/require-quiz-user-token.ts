// Calls on a quiz record without an account need its token (x-quiz-user-token), else 403, before
// anything about the record is looked up.
import type { FastifyRequest } from 'fastify';
import { QUIZ_USER_TOKEN_HEADER } from '@escola/contracts/quiz-user-record';
import { HttpError } from '../../http-error';
import { QUIZ_USER_MESSAGES } from './quiz-user-messages';
import { isValidQuizUserToken } from './quiz-user-token';

export const requireQuizUserToken = (request: FastifyRequest, quizUserId: string): void => {
  const header = request.headers[QUIZ_USER_TOKEN_HEADER];
  const token = typeof header === 'string' ? header : undefined;
  const secret = request.server.config.sessionSecret;
  if (!isValidQuizUserToken({ secret, quizUserId, token })) {
    throw new HttpError({ statusCode: 403, message: QUIZ_USER_MESSAGES.forbidden });
  }
};
