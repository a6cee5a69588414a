import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, createSessionAnswerCache } from './session-answer-cache';

const body = (
  cache: ReturnType<typeof createSessionAnswerCache>,
  userId: string,
  version: number,
) => cache.get({ userId, version })?.body;

describe('createSessionAnswerCache', () => {
  it('gives back an answer only for the version it was stored with', () => {
    const cache = createSessionAnswerCache();
    cache.set({ userId: 'ana', version: 3, body: '{"v":3}' });
    expect(body(cache, 'ana', 3)).toBe('{"v":3}');
    expect(body(cache, 'ana', 4)).toBeUndefined();
    expect(body(cache, 'bia', 3)).toBeUndefined();
  });

  it('replaces the entry of a user when a newer version is stored', () => {
    const cache = createSessionAnswerCache();
    cache.set({ userId: 'ana', version: 1, body: 'antigo' });
    cache.set({ userId: 'ana', version: 2, body: 'novo' });
    expect(body(cache, 'ana', 1)).toBeUndefined();
    expect(body(cache, 'ana', 2)).toBe('novo');
  });

  it('keeps the gzip form of the answer, made once', () => {
    const cache = createSessionAnswerCache();
    const stored = cache.set({ userId: 'ana', version: 1, body: '{"nome":"Ana"}' });
    expect(gunzipSync(stored.gzip).toString()).toBe('{"nome":"Ana"}');
    expect(cache.get({ userId: 'ana', version: 1 })?.gzip).toBe(stored.gzip);
  });

  it('drops the least recently used answers past its size', () => {
    // Each 4-character answer takes 4 + 24 bytes (its gzip form): two fit, not three.
    const cache = createSessionAnswerCache({ maximumBytes: 60 });
    cache.set({ userId: 'ana', version: 1, body: 'aaaa' });
    cache.set({ userId: 'bia', version: 1, body: 'bbbb' });
    expect(body(cache, 'ana', 1)).toBe('aaaa');
    cache.set({ userId: 'caio', version: 1, body: 'cccc' });
    expect(body(cache, 'bia', 1)).toBeUndefined();
    expect(body(cache, 'ana', 1)).toBe('aaaa');
    expect(body(cache, 'caio', 1)).toBe('cccc');
  });

  it('does not keep an answer larger than the whole cache', () => {
    const cache = createSessionAnswerCache({ maximumBytes: 20 });
    cache.set({ userId: 'ana', version: 1, body: 'grande demais' });
    expect(body(cache, 'ana', 1)).toBeUndefined();
  });
});

describe('acceptsGzip', () => {
  it('reads the accept-encoding header as browsers send it', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
