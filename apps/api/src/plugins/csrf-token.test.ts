import { describe, expect, it } from 'vitest';
import { createCsrfToken, isSameToken, isValidCsrfToken } from './csrf-token';

const secret = 's'.repeat(40);

describe('CSRF tokens', () => {
  it('accepts a token for the binding it was made for', () => {
    const token = createCsrfToken({ secret, binding: 'session:abc' });
    expect(isValidCsrfToken({ secret, binding: 'session:abc', token })).toBe(true);
  });

  it('rejects a token made for another session', () => {
    const token = createCsrfToken({ secret, binding: 'session:abc' });
    expect(isValidCsrfToken({ secret, binding: 'session:xyz', token })).toBe(false);
  });

  it('rejects a token signed with another secret', () => {
    const token = createCsrfToken({ secret: 'o'.repeat(40), binding: 'session:abc' });
    expect(isValidCsrfToken({ secret, binding: 'session:abc', token })).toBe(false);
  });

  it('rejects tampered or malformed tokens', () => {
    const token = createCsrfToken({ secret, binding: 'session:abc' });
    const [value, signature] = token.split('.');
    expect(
      isValidCsrfToken({ secret, binding: 'session:abc', token: `x${value}.${signature}` }),
    ).toBe(false);
    expect(isValidCsrfToken({ secret, binding: 'session:abc', token: 'sem-ponto' })).toBe(false);
    expect(isValidCsrfToken({ secret, binding: 'session:abc', token: `${token}.extra` })).toBe(
      false,
    );
  });

  it('compares header and cookie exactly', () => {
    expect(isSameToken('abc', 'abc')).toBe(true);
    expect(isSameToken('abc', 'abd')).toBe(false);
    expect(isSameToken('abc', 'abcd')).toBe(false);
  });
});
