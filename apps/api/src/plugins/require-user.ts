// The signed-in user of a request, or a 401 flash for a visitor (403 and /unlock-account when the
// session just ended because the account is blocked by inactivity).
import type { FastifyRequest } from 'fastify';
import type { User } from '@escola/db/schema/users';
import { UNLOCK_ACCOUNT_PATH } from '@escola/domain/inactivity';
import { HttpError } from '../http-error';
import { MESSAGES } from '../messages';

export const requireUser = (request: FastifyRequest): User => {
  if (request.endedBlockedSession) {
    throw new HttpError({
      statusCode: 403,
      type: 'warning',
      message: MESSAGES.blockedByInactivity,
      redirect: UNLOCK_ACCOUNT_PATH,
    });
  }
  if (!request.user) throw new HttpError({ statusCode: 401, message: MESSAGES.signInRequired });
  return request.user;
};
