// Password hashing: argon2id with the OWASP minimum parameters (docs/architecture.md, stack).
import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` (a const enum, which verbatimModuleSyntax cannot import). */
const ARGON2ID = 2;

export const PASSWORD_HASH_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, PASSWORD_HASH_OPTIONS);
}

/** False for a wrong password and for a malformed hash; never throws on bad input. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}
