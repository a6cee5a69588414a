import { describe, expect, it } from 'vitest';
import { code, formatNumber, lookup, unquote } from './format';

describe('format helpers', () => {
  it('wraps code in backticks, two when it holds one', () => {
    expect(code('total')).toBe('`total`');
    expect(code("'a`b'")).toBe("`` 'a`b' ``");
  });

  it('unquotes a string chai printed, and nothing else', () => {
    expect(unquote("'nome'")).toBe('nome');
    expect(unquote("'it\\'s'")).toBe("it's");
    expect(unquote("'barra \\\\'")).toBe('barra \\');
    expect(unquote('TypeError')).toBe('TypeError');
    expect(unquote("'a' e 'b'")).toBe("'a' e 'b'");
  });

  it('writes numbers the Brazilian way', () => {
    expect(formatNumber(5)).toBe('5');
    expect(formatNumber(2.5)).toBe('2,5');
  });

  it("looks up a record's own keys only", () => {
    const record: Record<string, string> = { a: 'um' };
    expect(lookup(record, 'a')).toBe('um');
    expect(lookup(record, 'toString')).toBeUndefined();
    expect(lookup(record, 'constructor')).toBeUndefined();
  });
});
