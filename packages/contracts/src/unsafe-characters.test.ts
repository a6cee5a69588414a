import { describe, expect, it } from 'vitest';
import {
  findUnsafeCharacters,
  hasUnsafeCharacters,
  removeUnsafeCharacters,
} from './unsafe-characters';

describe('unsafe characters', () => {
  it('finds NUL and lone surrogates, high and low, wherever they are', () => {
    expect(findUnsafeCharacters('a\0b')).toEqual([1]);
    expect(findUnsafeCharacters('\uD800x')).toEqual([0]);
    expect(findUnsafeCharacters('x\uDC00')).toEqual([1]);
    expect(findUnsafeCharacters('\uDC00\uD800')).toEqual([0, 1]);
    expect(hasUnsafeCharacters('fim\uD83D')).toBe(true);
  });

  it('keeps valid pairs (emoji) and plain text', () => {
    expect(findUnsafeCharacters('olá 😀 mundo')).toEqual([]);
    expect(hasUnsafeCharacters('olá 😀 mundo')).toBe(false);
    expect(hasUnsafeCharacters('')).toBe(false);
    expect(removeUnsafeCharacters('a😀\0b\uDC00')).toBe('a😀b');
  });
});
