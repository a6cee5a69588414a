import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeUrlComponent, fitLength, toJsonText, HUGE_NUMBER } from './hostile-values';
import { mutationsOf, positionsOf, updateAt, valueAt } from './mutations';

const VALUE = { name: 'Ana', files: [{ key: 'index', history: ['x = 1;'] }] };

describe('mutations of a valid value', () => {
  it('lists every position, root first', () => {
    expect(positionsOf(VALUE)).toEqual([
      [],
      ['name'],
      ['files'],
      ['files', 0],
      ['files', 0, 'key'],
      ['files', 0, 'history'],
      ['files', 0, 'history', 0],
    ]);
    expect(valueAt(VALUE, ['files', 0, 'key'])).toBe('index');
    expect(valueAt(VALUE, ['nada', 1])).toBeUndefined();
  });

  it('changes a copy, never the original', () => {
    const changed = updateAt(VALUE, ['files', 0, 'key'], () => '\u0000');
    expect(changed).toEqual({ name: 'Ana', files: [{ key: '\u0000', history: ['x = 1;'] }] });
    expect(VALUE.files[0]?.key).toBe('index');
  });

  it('makes one described change at an allowed position', () => {
    const onlyFiles = (position: readonly (string | number)[]) => position[0] === 'files';
    const mutated = fc.sample(mutationsOf(VALUE, onlyFiles), { numRuns: 200, seed: 13 });
    for (const { value, description } of mutated) {
      expect(value).not.toEqual(VALUE);
      expect((value as typeof VALUE).name).toBe('Ana');
      expect(description).toMatch(/files/);
    }
    const descriptions = mutated.map(({ description }) => description);
    expect(descriptions).toContain('files.0.key ← NUL (no tamanho do válido)');
    expect(descriptions.some((text) => text.startsWith('sem files'))).toBe(true);
    expect(descriptions.some((text) => text.endsWith('dentro de uma lista'))).toBe(true);
  });
});

describe('hostile values', () => {
  it('fits a text to a length range, padding or cutting', () => {
    expect(fitLength({ value: '\u0000', minLength: 3 })).toBe('\u0000aa');
    expect(fitLength({ value: 'abcdef', maxLength: 2 })).toBe('ab');
  });

  it('writes what JSON.stringify cannot: numbers past a double', () => {
    expect(toJsonText({ a: HUGE_NUMBER.value })).toBe('{"a":1e400}');
  });

  it('percent-encodes lone surrogates as the bytes a sloppy encoder sends', () => {
    expect(encodeUrlComponent('a b\u0000')).toBe('a%20b%00');
    expect(encodeUrlComponent('\uD800')).toBe('%ED%A0%80');
    expect(encodeUrlComponent('😀')).toBe('%F0%9F%98%80');
  });
});
