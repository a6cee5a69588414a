// Signed, expiring links to an image (issue 19): HMAC-SHA256 with the session secret over the
// image's id and the link's expiry. A link names no user: whoever holds it may read the image
// until it expires (a private image also asks for a signed-in user when served).
import { createHmac, timingSafeEqual } from 'node:crypto';

export const IMAGE_LINK_LIFETIME_MS = 15 * 60 * 1000;
export const IMAGE_FILE_PATH = '/image-file/:id';

const signatureOf = ({ secret, id, expires }: { secret: string; id: string; expires: number }) =>
  createHmac('sha256', secret).update(`image-link\n${id}\n${expires}`).digest('base64url');

export const signImageLink = ({
  secret,
  id,
  now = Date.now(),
}: {
  secret: string;
  id: string;
  now?: number;
}): string => {
  const expires = Math.floor((now + IMAGE_LINK_LIFETIME_MS) / 1000);
  const signature = signatureOf({ secret, id, expires });
  return `/image-file/${id}?expires=${expires}&signature=${signature}`;
};

/** Whether the signature is this id's and expiry's, and the expiry (seconds) is still ahead. */
export const isValidImageLink = ({
  secret,
  id,
  expires,
  signature,
  now = Date.now(),
}: {
  secret: string;
  id: string;
  expires: number;
  signature: string;
  now?: number;
}): boolean => {
  const expected = Buffer.from(signatureOf({ secret, id, expires }));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  return expires * 1000 > now;
};
