// Rate limits of the quiz user calls (docs/architecture.md, security baseline: per IP, and per CPF
// on the look-ups).
import { createHash } from 'node:crypto';
import { HttpError } from '../../http-error';
import { QUIZ_USER_MESSAGES } from './quiz-user-messages';

/** Registrations per IP per 10 minutes: a whole classroom behind one address still gets in. */
export const QUIZ_REGISTER_RATE_LIMIT_PER_IP = { max: 60, timeWindow: 10 * 60_000 } as const;
/** "Já respondi o quiz" searches per IP per 15 minutes. */
export const QUIZ_FIND_RATE_LIMIT_PER_IP = { max: 30, timeWindow: 15 * 60_000 } as const;
/** Searches (and one-step sign-ups) per CPF per 15 minutes: no guessing the e-mail of a CPF. */
export const QUIZ_FIND_LIMIT_PER_CPF = { max: 5, timeWindow: 15 * 60_000 } as const;

export const tooManyRegistrations = () =>
  new HttpError({ statusCode: 429, message: QUIZ_USER_MESSAGES.tooManyRegistrations });
export const tooManySearches = () =>
  new HttpError({ statusCode: 429, message: QUIZ_USER_MESSAGES.tooManySearches });

/**
 * The key of a CPF's budget: a hash of its digits (masked and unmasked count together), so the
 * limit store (memory or Redis) never holds a CPF.
 */
export const cpfKey = (cpf: string): string =>
  createHash('sha256')
    .update(cpf.replace(/\D/g, '') || cpf)
    .digest('base64url');
