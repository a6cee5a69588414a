import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '@escola/db/schema/sessions';
import { users } from '@escola/db/schema/users';
import { MESSAGES } from '../../messages';
import { hashSessionToken } from '../../plugins/session-token';
import { FAILED_PASSWORD_LIMIT_PER_ACCOUNT } from '../../plugins/rate-limit';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { cookieHeader } from '../../testing/cookies';
import { createTestUser } from '../../testing/create-test-user';
import { signIn } from '../../testing/sign-in';

const NEW_PASSWORD = 'nova-senha-456';

describe('PUT /change-password', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => testApp.close());

  const change = ({
    session,
    csrfToken,
    payload,
  }: {
    session: string;
    csrfToken?: string;
    payload: unknown;
  }) =>
    testApp.app.inject({
      method: 'PUT',
      url: '/change-password',
      headers: {
        cookie: cookieHeader({ session, csrf_token: csrfToken ?? '' }),
        ...(csrfToken === undefined ? {} : { 'csrf-token': csrfToken }),
      },
      payload: payload as object,
    });

  const passwordHashOf = async (userId: string) => {
    const [row] = await testApp.db.select().from(users).where(eq(users.id, userId));
    return row?.passwordHash;
  };
  const signInStatus = async ({ email, password }: { email: string; password: string }) =>
    (
      await testApp.app.inject({
        method: 'POST',
        url: '/signin-local',
        payload: { email, password },
      })
    ).statusCode;

  it('changes the password, keeps this session and ends the others', async () => {
    const { user, email, password } = await createTestUser({ db: testApp.db });
    const other = await signIn({ app: testApp.app, email, password });
    const current = await signIn({ app: testApp.app, email, password });
    const response = await change({
      ...current,
      payload: { currentPassword: password, newPassword: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ type: 'success', message: MESSAGES.passwordChanged });
    const remaining = await testApp.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(remaining.map((row) => row.id)).toEqual([hashSessionToken(current.session)]);
    expect(remaining.map((row) => row.id)).not.toContain(hashSessionToken(other.session));
    expect(await signInStatus({ email, password })).toBe(401);
    expect(await signInStatus({ email, password: NEW_PASSWORD })).toBe(200);
  });

  it('answers a wrong current password with the spec warning, changing nothing', async () => {
    const { user, email, password } = await createTestUser({ db: testApp.db });
    const current = await signIn({ app: testApp.app, email, password });
    const before = await passwordHashOf(user.id);
    const response = await change({
      ...current,
      payload: { currentPassword: 'errada-123', newPassword: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      type: 'warning',
      message: 'A senha atual está incorreta. Tente novamente.',
    });
    expect(await passwordHashOf(user.id)).toBe(before);
  });

  it('stops guessing after the failed-attempt limit with a 429', async () => {
    const { user, email, password } = await createTestUser({ db: testApp.db });
    const current = await signIn({ app: testApp.app, email, password });
    for (let attempt = 0; attempt < FAILED_PASSWORD_LIMIT_PER_ACCOUNT.max; attempt += 1) {
      const wrong = await change({
        ...current,
        payload: { currentPassword: 'errada-123', newPassword: NEW_PASSWORD },
      });
      expect(wrong.statusCode).toBe(400);
    }
    const before = await passwordHashOf(user.id);
    const limited = await change({
      ...current,
      payload: { currentPassword: password, newPassword: NEW_PASSWORD },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().type).toBe('danger');
    expect(await passwordHashOf(user.id)).toBe(before);
  });

  it('refuses an account without password (Google only) with a Portuguese 400', async () => {
    const { email, password, user } = await createTestUser({ db: testApp.db });
    const current = await signIn({ app: testApp.app, email, password });
    await testApp.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const response = await change({
      ...current,
      payload: { currentPassword: 'qualquer', newPassword: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ type: 'danger', message: MESSAGES.accountHasNoPassword });
    expect(await passwordHashOf(user.id)).toBeNull();
  });

  it.each([
    ['no fields', {}],
    ['a short new password', { currentPassword: 'x', newPassword: '1234567' }],
    ['an empty current password', { currentPassword: '', newPassword: NEW_PASSWORD }],
    ['a number', { currentPassword: 1, newPassword: NEW_PASSWORD }],
    ['an oversized new password', { currentPassword: 'x', newPassword: 'x'.repeat(1025) }],
  ])('answers %s with a 400 Portuguese flash, changing nothing', async (_label, payload) => {
    const { user, email, password } = await createTestUser({ db: testApp.db });
    const current = await signIn({ app: testApp.app, email, password });
    const before = await passwordHashOf(user.id);
    const response = await change({ ...current, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Campo inválido: /);
    expect(await passwordHashOf(user.id)).toBe(before);
  });

  it('refuses a missing or wrong CSRF token (403) and a visitor (401)', async () => {
    const { user, email, password } = await createTestUser({ db: testApp.db });
    const current = await signIn({ app: testApp.app, email, password });
    const before = await passwordHashOf(user.id);
    const payload = { currentPassword: password, newPassword: NEW_PASSWORD };
    const missing = await change({ session: current.session, payload });
    const wrong = await change({ session: current.session, csrfToken: 'x'.repeat(20), payload });
    expect(missing.statusCode).toBe(403);
    expect(wrong.statusCode).toBe(403);
    expect(missing.json()).toEqual({ type: 'danger', message: MESSAGES.csrfInvalid });
    expect(await passwordHashOf(user.id)).toBe(before);

    const visitor = await testApp.app.inject({ method: 'GET', url: '/user/get-session-user' });
    const cookies = Object.fromEntries(
      visitor.cookies.map((cookie) => [cookie.name, cookie.value]),
    );
    const anonymous = await testApp.app.inject({
      method: 'PUT',
      url: '/change-password',
      headers: { cookie: cookieHeader(cookies), 'csrf-token': cookies.csrf_token ?? '' },
      payload,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ type: 'danger', message: MESSAGES.signInRequired });
  });
});
