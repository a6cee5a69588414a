// The budget of an e-mail that has no account (or no password): the same limit as an account's, so
// a locked answer tells nothing about whether the e-mail exists. Kept in the attempt store — no
// account can be reached through it, so a key it forgets costs nothing.
import type { FastifyInstance } from 'fastify';
import type { AttemptLimit } from '../../plugins/attempt-limits';
import { FAILED_PASSWORD_LIMIT_PER_ACCOUNT } from '../../plugins/rate-limit';

export const unknownAccountPasswordAttempts = (app: FastifyInstance): AttemptLimit =>
  app.attemptLimit({ name: 'password-unknown-account', ...FAILED_PASSWORD_LIMIT_PER_ACCOUNT });
