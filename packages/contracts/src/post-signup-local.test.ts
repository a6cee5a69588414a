import { describe, expect, it } from 'vitest';
import { PASSWORD_RULE_MESSAGES } from './password-rules';
import { NAME_MAXIMUM_LENGTH } from '@escola/domain/validation';
import { postSignupLocalBodySchema } from './post-signup-local';

describe('POST /signup-local body', () => {
  it('trims the name and normalises the e-mail', () => {
    expect(
      postSignupLocalBodySchema.parse({
        name: '  Ana Souza ',
        email: ' Ana@Escola.Dev ',
        password: '12345678',
      }),
    ).toEqual({ name: 'Ana Souza', email: 'ana@escola.dev', password: '12345678' });
  });

  it('rejects a short password with the Portuguese rule, a blank name and a long name', () => {
    const short = postSignupLocalBodySchema.safeParse({
      name: 'Ana',
      email: 'ana@escola.dev',
      password: '1234567',
    });
    expect(short.error?.issues[0]?.message).toBe(PASSWORD_RULE_MESSAGES.tooShort);
    for (const name of ['   ', 'x'.repeat(NAME_MAXIMUM_LENGTH + 1)]) {
      expect(
        postSignupLocalBodySchema.safeParse({ name, email: 'ana@escola.dev', password: '12345678' })
          .success,
      ).toBe(false);
    }
  });
});
