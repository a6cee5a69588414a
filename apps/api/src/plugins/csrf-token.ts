// Signed double-submit CSRF tokens (docs/architecture.md, security baseline):
// `<value>.<HMAC(secret, binding + value)>`, where the binding is the session id, or the anonymous
// visitor's id before sign-in.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const CSRF_VALUE_BYTES = 32;

const sign = ({ secret, binding, value }: { secret: string; binding: string; value: string }) =>
  createHmac('sha256', secret).update(`${binding}\n${value}`).digest('base64url');

export const createCsrfToken = ({ secret, binding }: { secret: string; binding: string }) => {
  const value = randomBytes(CSRF_VALUE_BYTES).toString('base64url');
  return `${value}.${sign({ secret, binding, value })}`;
};

export const isValidCsrfToken = ({
  secret,
  binding,
  token,
}: {
  secret: string;
  binding: string;
  token: string;
}): boolean => {
  const [value, signature, ...rest] = token.split('.');
  if (!value || !signature || rest.length > 0) return false;
  const expected = Buffer.from(sign({ secret, binding, value }));
  const received = Buffer.from(signature);
  if (expected.length !== received.length) return false;
  return timingSafeEqual(expected, received);
};

/** Both strings compared in constant time (the header against the cookie). */
export const isSameToken = (first: string, second: string): boolean => {
  const firstBuffer = Buffer.from(first);
  const secondBuffer = Buffer.from(second);
  if (firstBuffer.length !== secondBuffer.length) return false;
  return timingSafeEqual(firstBuffer, secondBuffer);
};
