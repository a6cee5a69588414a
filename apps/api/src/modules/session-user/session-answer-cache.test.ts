import { describe, expect, it } from 'vitest';
import { createSessionAnswerCache } from './session-answer-cache';

describe('createSessionAnswerCache', () => {
  it('gives back an answer only for the version it was stored with', () => {
    const cache = createSessionAnswerCache();
    cache.set({ userId: 'ana', version: 3, body: '{"v":3}' });
    expect(cache.get({ userId: 'ana', version: 3 })).toBe('{"v":3}');
    expect(cache.get({ userId: 'ana', version: 4 })).toBeUndefined();
    expect(cache.get({ userId: 'bia', version: 3 })).toBeUndefined();
  });

  it('replaces the entry of a user when a newer version is stored', () => {
    const cache = createSessionAnswerCache();
    cache.set({ userId: 'ana', version: 1, body: 'antigo' });
    cache.set({ userId: 'ana', version: 2, body: 'novo' });
    expect(cache.get({ userId: 'ana', version: 1 })).toBeUndefined();
    expect(cache.get({ userId: 'ana', version: 2 })).toBe('novo');
  });

  it('drops the least recently used answers past its size', () => {
    const cache = createSessionAnswerCache({ maximumBytes: 10 });
    cache.set({ userId: 'ana', version: 1, body: 'aaaa' });
    cache.set({ userId: 'bia', version: 1, body: 'bbbb' });
    expect(cache.get({ userId: 'ana', version: 1 })).toBe('aaaa');
    cache.set({ userId: 'caio', version: 1, body: 'cccc' });
    expect(cache.get({ userId: 'bia', version: 1 })).toBeUndefined();
    expect(cache.get({ userId: 'ana', version: 1 })).toBe('aaaa');
    expect(cache.get({ userId: 'caio', version: 1 })).toBe('cccc');
  });

  it('does not keep an answer larger than the whole cache', () => {
    const cache = createSessionAnswerCache({ maximumBytes: 3 });
    cache.set({ userId: 'ana', version: 1, body: 'grande demais' });
    expect(cache.get({ userId: 'ana', version: 1 })).toBeUndefined();
  });
});
