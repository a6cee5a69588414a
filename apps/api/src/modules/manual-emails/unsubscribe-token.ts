// The token of a campaign e-mail's unsubscribe link (issue 20): `{userId}.{signature}`, HMAC-SHA256
// with the session secret over "email-unsubscribe:" + the user's id (as the image links and quiz
// tokens). It does not expire: a link in an old e-mail must keep working (RFC 8058). It can only
// turn campaign e-mails off, never read or change anything else.
import { createHmac, timingSafeEqual } from 'node:crypto';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const signatureOf = ({ secret, userId }: { secret: string; userId: string }) =>
  createHmac('sha256', secret).update(`email-unsubscribe:${userId}`).digest('base64url');

export const createUnsubscribeToken = ({
  secret,
  userId,
}: {
  secret: string;
  userId: string;
}): string => `${userId.toLowerCase()}.${signatureOf({ secret, userId: userId.toLowerCase() })}`;

/** The user id the token was made for, or undefined when it is not one of ours. */
export const readUnsubscribeToken = ({
  secret,
  token,
}: {
  secret: string;
  token: string;
}): string | undefined => {
  const [userId = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0 || !UUID_PATTERN.test(userId)) return undefined;
  const expected = Buffer.from(signatureOf({ secret, userId }));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return userId;
};
