// Session tokens: 256 random bits in the cookie; the database keeps only their SHA-256.
import { createHash, randomBytes } from 'node:crypto';

const SESSION_TOKEN_BYTES = 32;
/** base64url of 32 bytes, no padding. */
const SESSION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const generateSessionToken = (): string =>
  randomBytes(SESSION_TOKEN_BYTES).toString('base64url');

export const isWellFormedSessionToken = (token: string): boolean =>
  SESSION_TOKEN_PATTERN.test(token);

export const hashSessionToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
