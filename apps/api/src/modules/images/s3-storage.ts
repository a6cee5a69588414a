// The S3-compatible storage of uploaded images (issue 19), for deployments with several API nodes
// or no persistent disk: objects `<bucket>/<key>` at a path-style endpoint (AWS S3, MinIO, R2…),
// signed with AWS Signature V4. Staging keeps the bytes in memory; `commit` PUTs them, inside the
// upload's database transaction, so a failed PUT rolls the row back and nothing half-written stays.
// Slow (S3_TIMEOUT_MS), unreachable or 5xx storage → 503 with a Portuguese message.
import type { S3Config } from '../../config-uploads';
import { HttpError } from '../../http-error';
import { MESSAGES } from '../../messages';
import { signS3Request } from './s3-signature';
import type { ImageStorage, StagedFile } from './storage';

const unavailable = () =>
  new HttpError({ statusCode: 503, message: MESSAGES.imageStorageUnavailable });

export const createS3Storage = (config: S3Config): ImageStorage => {
  const staged = new Map<string, Buffer>();

  const send = async (method: 'GET' | 'PUT' | 'DELETE', key: string, body?: Buffer) => {
    const url = new URL(`${config.endpoint.replace(/\/+$/, '')}/${config.bucket}/${key}`);
    const request = signS3Request({
      method,
      url,
      headers: body ? { 'content-type': 'image/webp' } : {},
      ...(body ? { body } : {}),
      region: config.region,
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
    });
    try {
      return await fetch(url, {
        method,
        headers: request.headers,
        ...(body ? { body: new Uint8Array(body) } : {}),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch {
      throw unavailable();
    }
  };

  return {
    stage: async (key, bytes): Promise<StagedFile> => {
      const temporaryPath = `memory:${key}`;
      staged.set(temporaryPath, bytes);
      return { key, temporaryPath };
    },
    commit: async ({ key, temporaryPath }) => {
      const bytes = staged.get(temporaryPath);
      staged.delete(temporaryPath);
      if (!bytes) throw new Error(`nada preparado para ${key}`);
      const response = await send('PUT', key, bytes);
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw unavailable();
    },
    discard: async ({ temporaryPath }) => {
      staged.delete(temporaryPath);
    },
    read: async (key) => {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.arrayBuffer().catch(() => undefined);
        return null;
      }
      if (!response.ok) {
        await response.arrayBuffer().catch(() => undefined);
        throw unavailable();
      }
      try {
        return Buffer.from(await response.arrayBuffer());
      } catch {
        throw unavailable();
      }
    },
    remove: async (key) => {
      const response = await send('DELETE', key);
      await response.arrayBuffer().catch(() => undefined);
      // S3 answers 204 whether or not the object existed; some compatible stores answer 404.
      if (!response.ok && response.status !== 404) throw unavailable();
    },
  };
};
