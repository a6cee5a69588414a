import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('hashes with argon2id, m=19456 KiB, t=2, p=1', async () => {
    const passwordHash = await hashPassword('senha-secreta');
    expect(passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('mesma')).not.toBe(await hashPassword('mesma'));
  });

  it('verifies the right password and rejects a wrong one', async () => {
    const passwordHash = await hashPassword('senha-secreta');
    expect(await verifyPassword(passwordHash, 'senha-secreta')).toBe(true);
    expect(await verifyPassword(passwordHash, 'senha-errada')).toBe(false);
  });

  it('answers false for a malformed hash instead of throwing', async () => {
    expect(await verifyPassword('não é um hash', 'qualquer')).toBe(false);
  });
});
