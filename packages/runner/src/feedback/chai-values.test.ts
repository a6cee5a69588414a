import { describe, expect, it } from 'vitest';
import { isChaiValue } from './chai-values';

describe('isChaiValue', () => {
  it('accepts one value as chai prints it', () => {
    for (const value of [
      "'ana'",
      "'it\\'s'",
      "''",
      "'aaaa…'",
      '42',
      '-1.5e-7',
      '1e+21',
      '+0',
      '10n',
      'NaN',
      '-Infinity',
      'true',
      'null',
      'undefined',
      '[]',
      '[ 1, [ 2 ] ]',
      '[ Array(20) ]',
      '[ 1, 2, …(3) ]',
      '{ a: 1, …(2) }',
      '{ Object (a, b, ...) }',
      "{ 'a b': 1, [Symbol(s)]: 2 }",
      "Map{ 'a' => { b: 1 } }",
      'Set{}',
      "Pessoa{ nome: 'Ana' }",
      'Uint8Array[ 1, 2 ]',
      '[Object: null prototype] {}',
      '[Function]',
      '[Function soma]',
      '[AsyncFunction carrega]',
      'Symbol(x)',
      '/a+b/gi',
      '1970-01-01T00:00:00.000Z',
      'Invalid Date',
      'Error: falhou',
      'TypeError: x is not a function',
      '<div id="a">…</div>',
      "[ '] to equal [' ]",
    ]) {
      expect(isChaiValue(value), value).toBe(true);
    }
  });

  it('rejects pieces of a message', () => {
    for (const value of [
      '',
      ' 1',
      "'ana",
      "'a' to equal 'b'",
      "'x\\'",
      '[ 1, 2',
      '[ 1 ] to equal [ 2 ]',
      '2: expected 3 to be true',
      '1 to equal 2',
      'one of [ 1 ]',
      'a string',
    ]) {
      expect(isChaiValue(value), value).toBe(false);
    }
  });

  it('checks only the outer delimiters when lenient', () => {
    expect(isChaiValue("'it's'")).toBe(false);
    expect(isChaiValue("'it's'", 'lenient')).toBe(true);
    expect(isChaiValue("[ 'it's' ]", 'lenient')).toBe(true);
    expect(isChaiValue("'x\\'", 'lenient')).toBe(false);
  });
});
