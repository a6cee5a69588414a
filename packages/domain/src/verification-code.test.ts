import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  encodeVerificationCode,
  formatVerificationCode,
  normalizeVerificationCode,
  VERIFICATION_CODE_BYTES,
} from './verification-code';

describe('verification codes', () => {
  it('encodes 60 bits as 12 symbols of the unambiguous alphabet', () => {
    expect(encodeVerificationCode(new Uint8Array(8))).toBe('000000000000');
    expect(encodeVerificationCode(new Uint8Array(8).fill(255))).toBe('ZZZZZZZZZZZZ');
    fc.assert(
      fc.property(fc.uint8Array({ minLength: VERIFICATION_CODE_BYTES, maxLength: 16 }), (bytes) => {
        const code = encodeVerificationCode(bytes);
        expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
        expect(normalizeVerificationCode(code)).toBe(code);
      }),
    );
  });

  it('refuses too few random bytes', () => {
    expect(() => encodeVerificationCode(new Uint8Array(7))).toThrow(RangeError);
  });

  it('reads typed codes forgivingly and refuses what cannot be one', () => {
    expect(normalizeVerificationCode(' 7k3m-9qpx-2d4f ')).toBe('7K3M9QPX2D4F');
    expect(normalizeVerificationCode('ilo0-0000-0000')).toBe('110000000000');
    expect(normalizeVerificationCode('7K3M-9QPX-2D4')).toBeNull();
    expect(normalizeVerificationCode('7K3M-9QPX-2D4U')).toBeNull();
    expect(normalizeVerificationCode('')).toBeNull();
  });

  it('shows codes in groups of four', () => {
    expect(formatVerificationCode('7K3M9QPX2D4F')).toBe('7K3M-9QPX-2D4F');
  });
});
