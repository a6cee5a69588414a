// Certificate verification codes (decision 036): 12 symbols of Crockford's base-32 alphabet (no I,
// L, O or U, so a code read aloud or typed from paper is not mistaken), 60 random bits, shown in
// three groups of four ("7K3M-9QPX-2D4F"). Stored upper-case without hyphens; typed input is
// normalised: case ignored, hyphens and spaces dropped, I/L read as 1 and O as 0.

export const VERIFICATION_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const VERIFICATION_CODE_LENGTH = 12;
/** Random bytes needed for one code (5 bits per symbol). */
export const VERIFICATION_CODE_BYTES = Math.ceil((VERIFICATION_CODE_LENGTH * 5) / 8);

const CODE_PATTERN = new RegExp(`^[${VERIFICATION_CODE_ALPHABET}]{${VERIFICATION_CODE_LENGTH}}$`);

/** A code from random bytes (at least VERIFICATION_CODE_BYTES of them; the caller draws them). */
export const encodeVerificationCode = (bytes: Uint8Array): string => {
  if (bytes.length < VERIFICATION_CODE_BYTES) {
    throw new RangeError(`São necessários ${VERIFICATION_CODE_BYTES} bytes aleatórios.`);
  }
  let bits = 0n;
  for (const byte of bytes.subarray(0, VERIFICATION_CODE_BYTES)) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let index = 0; index < VERIFICATION_CODE_LENGTH; index += 1) {
    code = VERIFICATION_CODE_ALPHABET[Number(bits & 31n)] + code;
    bits >>= 5n;
  }
  return code;
};

/** The stored form of a typed code, or null when it cannot be a code. */
export const normalizeVerificationCode = (input: string): string | null => {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  return CODE_PATTERN.test(code) ? code : null;
};

/** "7K3M9QPX2D4F" → "7K3M-9QPX-2D4F". */
export const formatVerificationCode = (code: string): string => code.replace(/(.{4})(?=.)/g, '$1-');
