// The signed-in user of a request, or a 401 flash for a visitor.
import type { FastifyRequest } from 'fastify';
import type { User } from '@escola/db/schema/users';
import { HttpError } from '../http-error';
import { MESSAGES } from '../messages';

export const requireUser = (request: FastifyRequest): User => {
  if (!request.user) throw new HttpError({ statusCode: 401, message: MESSAGES.signInRequired });
  return request.user;
};
