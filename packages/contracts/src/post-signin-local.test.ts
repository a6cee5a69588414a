import { describe, expect, it } from 'vitest';
import { PASSWORD_MAXIMUM_LENGTH, postSigninLocalBodySchema } from './post-signin-local';

describe('POST /signin-local body', () => {
  it('normalises the e-mail (trimmed, lower case)', () => {
    const body = postSigninLocalBodySchema.parse({
      email: '  Ana.Souza@Demo.Escola.Dev ',
      password: 'demo12345',
    });
    expect(body).toEqual({ email: 'ana.souza@demo.escola.dev', password: 'demo12345' });
  });

  it('rejects a malformed e-mail, an empty password and an absurdly long one', () => {
    expect(postSigninLocalBodySchema.safeParse({ email: 'ana', password: 'x' }).success).toBe(
      false,
    );
    expect(
      postSigninLocalBodySchema.safeParse({ email: 'ana@escola.dev', password: '' }).success,
    ).toBe(false);
    expect(
      postSigninLocalBodySchema.safeParse({
        email: 'ana@escola.dev',
        password: 'x'.repeat(PASSWORD_MAXIMUM_LENGTH + 1),
      }).success,
    ).toBe(false);
  });
});
