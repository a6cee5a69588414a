import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { configErrorMessage } from './testing/config-error-message';

describe('uploads configuration', () => {
  it('stores on the local disk under <DATA_DIR>/files unless UPLOAD_DIR says otherwise', () => {
    const config = loadConfig({ DATA_DIR: '/srv/escola' });
    expect(config.uploads).toEqual({ directory: path.resolve('/srv/escola/files'), s3: undefined });
    expect(loadConfig({ UPLOAD_DIR: '/var/imagens' }).uploads.directory).toBe('/var/imagens');
  });

  it('uses S3-compatible storage when S3_BUCKET and its keys are set', () => {
    expect(
      loadConfig({
        S3_BUCKET: 'escola-imagens',
        S3_ENDPOINT: 'https://s3.sa-east-1.amazonaws.com',
        S3_ACCESS_KEY_ID: 'chave',
        S3_SECRET_ACCESS_KEY: 'segredo',
      }).uploads.s3,
    ).toEqual({
      bucket: 'escola-imagens',
      endpoint: 'https://s3.sa-east-1.amazonaws.com',
      region: 'us-east-1',
      accessKeyId: 'chave',
      secretAccessKey: 'segredo',
      timeoutMs: 5000,
    });
  });

  it('names what is missing or wrong in one line', () => {
    expect(configErrorMessage({ S3_BUCKET: 'escola-imagens' })).toBe(
      'Configuração inválida: S3_BUCKET — com S3_BUCKET, defina também S3_ENDPOINT, S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY',
    );
    expect(configErrorMessage({ S3_ENDPOINT: 'http://s3.example.com' })).toMatch(
      /^Configuração inválida: S3_ENDPOINT — deve ser uma URL https:\/\//,
    );
    expect(configErrorMessage({ S3_TIMEOUT_MS: '60000' })).toMatch(/S3_TIMEOUT_MS/);
  });
});
