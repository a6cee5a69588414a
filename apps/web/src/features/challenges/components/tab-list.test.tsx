import { describe, expect, it } from 'vitest';
import { getTabIndexAfterKey } from './tab-list';

describe('getTabIndexAfterKey', () => {
  it.each([
    { key: 'ArrowRight', index: 0, expected: 1 },
    { key: 'ArrowRight', index: 3, expected: 0 },
    { key: 'ArrowLeft', index: 2, expected: 1 },
    { key: 'ArrowLeft', index: 0, expected: 3 },
    { key: 'Home', index: 2, expected: 0 },
    { key: 'End', index: 0, expected: 3 },
    { key: 'ArrowDown', index: 1, expected: null },
    { key: 'a', index: 1, expected: null },
  ])('$key from tab $index of 4 → $expected', ({ key, index, expected }) => {
    expect(getTabIndexAfterKey({ key, index, count: 4 })).toBe(expected);
  });
});
