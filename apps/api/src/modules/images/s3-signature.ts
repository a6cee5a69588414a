// AWS Signature Version 4 for the S3-compatible storage (issue 19): the headers that sign one
// request, its payload hashed (x-amz-content-sha256). Path-style addresses, no query string.
import { createHash, createHmac } from 'node:crypto';

const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding of each path segment, as S3 expects it (slashes kept). */
const encodePath = (pathname: string) =>
  pathname
    .split('/')
    .map((segment) =>
      encodeURIComponent(decodeURIComponent(segment)).replace(
        /[!'()*]/g,
        (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
      ),
    )
    .join('/');

export type SignedRequest = {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body?: Buffer;
};

export const signS3Request = ({
  method,
  url,
  headers = {},
  body,
  region,
  accessKeyId,
  secretAccessKey,
  now = new Date(),
}: {
  method: string;
  url: URL;
  headers?: Record<string, string>;
  body?: Buffer;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  now?: Date;
}): SignedRequest => {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const all: Record<string, string> = {
    ...Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
    ),
    host: url.host,
    'x-amz-content-sha256': sha256Hex(body ?? ''),
    'x-amz-date': amzDate,
  };
  const names = Object.keys(all).sort();
  const canonicalHeaders = names.map((name) => `${name}:${all[name]?.trim() ?? ''}\n`).join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    method,
    encodePath(url.pathname),
    '',
    canonicalHeaders,
    signedHeaders,
    all['x-amz-content-sha256'],
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = ['s3', 'aws4_request'].reduce(
    (key, part) => hmac(key, part),
    hmac(hmac(`AWS4${secretAccessKey}`, day), region),
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return {
    method,
    url,
    headers: {
      ...all,
      authorization: `AWS4-HMAC-SHA256 Credential=${accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
    },
    ...(body ? { body } : {}),
  };
};
