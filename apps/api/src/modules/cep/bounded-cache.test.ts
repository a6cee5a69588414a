import { describe, expect, it } from 'vitest';
import { createBoundedCache } from './bounded-cache';

describe('createBoundedCache', () => {
  it('forgets the least recently used entry beyond its size', () => {
    const cache = createBoundedCache<number>({ maxEntries: 2, ttlMs: 1_000, now: () => 0 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // "a" is now the most recently used
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('forgets an entry once its lifetime is over', () => {
    let now = 0;
    const cache = createBoundedCache<string>({ maxEntries: 10, ttlMs: 1_000, now: () => now });
    cache.set('cep', 'endereço');
    now = 999;
    expect(cache.get('cep')).toBe('endereço');
    now = 1_000;
    expect(cache.get('cep')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('replaces the value of a key set again, with a fresh lifetime', () => {
    let now = 0;
    const cache = createBoundedCache<string>({ maxEntries: 10, ttlMs: 1_000, now: () => now });
    cache.set('cep', 'antigo');
    now = 900;
    cache.set('cep', 'novo');
    now = 1_500;
    expect(cache.get('cep')).toBe('novo');
    expect(cache.size).toBe(1);
  });
});
