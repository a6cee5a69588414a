// The signed-in staff member (support, admin, super) of a request: 401 for a visitor, 403 for a
// learner (blueprint section 6: every staff route checks the role on the server).
import type { FastifyRequest } from 'fastify';
import type { User } from '@escola/db/schema/users';
import { isStaff } from '@escola/domain/users';
import { HttpError } from '../http-error';
import { MESSAGES } from '../messages';
import { requireUser } from './require-user';

export const requireStaff = (request: FastifyRequest): User => {
  const user = requireUser(request);
  if (!isStaff(user.type)) throw new HttpError({ statusCode: 403, message: MESSAGES.forbidden });
  return user;
};
