import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@escola/db/schema/users';
import { MESSAGES } from '../../messages';
import { FAILED_PASSWORD_LIMIT_PER_ACCOUNT } from '../../plugins/rate-limit';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { cookiesOf } from '../../testing/cookies';
import { createTestUser } from '../../testing/create-test-user';
import { requestAs, visitorOf, type Caller } from '../../testing/request-as';
import { signIn } from '../../testing/sign-in';

describe('POST /check-password', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => testApp.close());

  const check = (caller: Caller, payload: unknown) =>
    requestAs({ app: testApp.app, caller, method: 'POST', url: '/check-password', payload });

  const signedIn = async () => {
    const { email, password, user } = await createTestUser({ db: testApp.db });
    return { user, password, caller: await signIn({ app: testApp.app, email, password }) };
  };

  it('confirms the right password and hands this session a short-lived signed proof', async () => {
    const { caller, password } = await signedIn();
    const response = await check(caller, { password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ type: 'success', message: MESSAGES.passwordConfirmed });
    const proof = cookiesOf(response).password_checked;
    expect(proof?.httpOnly).toBe(true);
    expect(proof?.maxAge).toBe(300);
  });

  it('answers a wrong password with the spec warning and no proof', async () => {
    const { caller } = await signedIn();
    const response = await check(caller, { password: 'errada-123' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      type: 'warning',
      message: 'A senha atual está incorreta. Tente novamente.',
    });
    expect(cookiesOf(response).password_checked).toBeUndefined();
  });

  it('answers an account without password (Google only) with a 400', async () => {
    const { email, password } = await createTestUser({ db: testApp.db });
    const caller = await signIn({ app: testApp.app, email, password });
    await testApp.db.update(users).set({ passwordHash: null }).where(eq(users.email, email));
    const response = await check(caller, { password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ type: 'danger', message: MESSAGES.accountHasNoPassword });
  });

  it('stops guessing after the failed-attempt limit with a 429', async () => {
    const { caller, password } = await signedIn();
    for (let attempt = 0; attempt < FAILED_PASSWORD_LIMIT_PER_ACCOUNT.max; attempt += 1) {
      expect((await check(caller, { password: 'errada-123' })).statusCode).toBe(400);
    }
    const limited = await check(caller, { password });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ type: 'danger', message: MESSAGES.tooManySignInAttempts });
    expect(cookiesOf(limited).password_checked).toBeUndefined();
  });

  it.each([
    ['no fields', {}],
    ['an empty password', { password: '' }],
    ['a number', { password: 12345678 }],
    ['an oversized password', { password: 'x'.repeat(1025) }],
    ['an unknown field', { password: 'x', extra: 1 }],
  ])('answers %s with a 400 Portuguese flash', async (_label, payload) => {
    const { caller } = await signedIn();
    const response = await check(caller, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Campo inválido: /);
    expect(cookiesOf(response).password_checked).toBeUndefined();
  });

  it('refuses a missing CSRF token (403) and a visitor (401)', async () => {
    const { caller, password } = await signedIn();
    const missing = await check({ ...caller, sendCsrf: false }, { password });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({ type: 'danger', message: MESSAGES.csrfInvalid });
    const visitor = await check(await visitorOf(testApp.app), { password });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ type: 'danger', message: MESSAGES.signInRequired });
  });
});
