// Where uploaded images are stored (issue 19), from the environment. UPLOAD_DIR: the local-disk
// storage's directory, default `<DATA_DIR>/files` (the spec's upload directory /files). With
// S3_BUCKET set, images go to S3-compatible object storage instead (S3_ENDPOINT, S3_REGION,
// S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_TIMEOUT_MS). README's table lists the variables.
import path from 'node:path';
import { z } from 'zod';

export const S3_MAX_TIMEOUT_MS = 10_000;
export const S3_DEFAULT_TIMEOUT_MS = 5_000;
const LOOPBACK_HOSTNAMES = ['localhost', '127.0.0.1', '[::1]'];

export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  timeoutMs: number;
};

export type UploadsConfig = {
  /** The local-disk storage's directory (absolute). */
  directory: string;
  /** S3-compatible storage; when set, it is used instead of the directory. */
  s3: S3Config | undefined;
};

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(emptyAsUndefined, z.string().max(512).optional());

/** https, or http on this machine only (the tests' fake storage, a local MinIO). */
const isEndpoint = (value: string): boolean => {
  if (!URL.canParse(value)) return false;
  const { protocol, hostname } = new URL(value);
  return protocol === 'https:' || (protocol === 'http:' && LOOPBACK_HOSTNAMES.includes(hostname));
};

const TIMEOUT_MESSAGE = `deve ser um número inteiro de milissegundos (100 a ${S3_MAX_TIMEOUT_MS})`;

export const uploadsSchema = z
  .object({
    UPLOAD_DIR: optionalText,
    S3_BUCKET: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'deve ser um nome de bucket S3' })
        .optional(),
    ),
    S3_ENDPOINT: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .refine(isEndpoint, { message: 'deve ser uma URL https:// (http:// só em localhost)' })
        .optional(),
    ),
    S3_REGION: z.preprocess(emptyAsUndefined, z.string().max(64).default('us-east-1')),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_TIMEOUT_MS: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ message: TIMEOUT_MESSAGE })
        .int({ message: TIMEOUT_MESSAGE })
        .min(100, { message: TIMEOUT_MESSAGE })
        .max(S3_MAX_TIMEOUT_MS, { message: TIMEOUT_MESSAGE })
        .default(S3_DEFAULT_TIMEOUT_MS),
    ),
  })
  .refine(
    (values) =>
      values.S3_BUCKET === undefined ||
      (values.S3_ENDPOINT !== undefined &&
        values.S3_ACCESS_KEY_ID !== undefined &&
        values.S3_SECRET_ACCESS_KEY !== undefined),
    {
      message: 'com S3_BUCKET, defina também S3_ENDPOINT, S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY',
      path: ['S3_BUCKET'],
    },
  );

export const readUploads = (
  values: z.infer<typeof uploadsSchema>,
  { dataDirectory, resolve }: { dataDirectory: string; resolve: (value: string) => string },
): UploadsConfig => ({
  directory:
    values.UPLOAD_DIR === undefined
      ? path.join(dataDirectory, 'files')
      : resolve(values.UPLOAD_DIR),
  s3:
    values.S3_BUCKET !== undefined &&
    values.S3_ENDPOINT !== undefined &&
    values.S3_ACCESS_KEY_ID !== undefined &&
    values.S3_SECRET_ACCESS_KEY !== undefined
      ? {
          endpoint: values.S3_ENDPOINT,
          bucket: values.S3_BUCKET,
          region: values.S3_REGION,
          accessKeyId: values.S3_ACCESS_KEY_ID,
          secretAccessKey: values.S3_SECRET_ACCESS_KEY,
          timeoutMs: values.S3_TIMEOUT_MS,
        }
      : undefined,
});
