// The assistant's credential (docs/product/assistant.md): `Authorization: Bearer <userToken>`, the
// learner's user token (POST /user/user-token). Missing, unknown, revoked or of a blocked account:
// 401.
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http-error';
import { ASSISTANT_MESSAGES } from './assistant-messages';
import { findUserIdByToken } from './repository';

/** The token of the Authorization header, or undefined without a bearer one. */
export const readBearerToken = (request: FastifyRequest): string | undefined => {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
};

/** The id of the learner the request's user token belongs to. */
export const requireUserToken = async (request: FastifyRequest): Promise<string> => {
  const token = readBearerToken(request);
  const userId = token ? await findUserIdByToken(request.server.db, token) : null;
  if (!userId) throw new HttpError({ statusCode: 401, message: ASSISTANT_MESSAGES.tokenRequired });
  return userId;
};
