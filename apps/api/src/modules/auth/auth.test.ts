import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '@escola/db/schema/sessions';
import { MESSAGES } from '../../messages';
import { hashSessionToken } from '../../plugins/session-token';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { cookieHeader, cookiesOf } from '../../testing/cookies';
import { createTestUser } from '../../testing/create-test-user';
import { signIn } from '../../testing/sign-in';

describe('sign-in and sign-out', () => {
  let testApp: TestApp;
  let email: string;
  let password: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    ({ email, password } = await createTestUser({ db: testApp.db }));
  });
  afterAll(async () => testApp.close());

  const sessionRow = async (token: string) =>
    testApp.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashSessionToken(token)));

  it('signs in with the right password and sets HttpOnly session and readable CSRF cookies', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/signin-local',
      payload: { email: email.toUpperCase(), password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ type: 'success', message: MESSAGES.signInSuccess });
    const cookies = cookiesOf(response);
    expect(cookies.session?.httpOnly).toBe(true);
    expect(cookies.session?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(String(response.headers['set-cookie'])).toContain('SameSite=Lax');
    expect(cookies.csrf_token?.httpOnly).toBeUndefined();
    const rows = await sessionRow(cookies.session?.value ?? '');
    expect(rows).toHaveLength(1);
  });

  it('answers a wrong password and an unknown e-mail with the same 401 message', async () => {
    const wrongPassword = await testApp.app.inject({
      method: 'POST',
      url: '/signin-local',
      payload: { email, password: 'senha-errada' },
    });
    const unknownEmail = await testApp.app.inject({
      method: 'POST',
      url: '/signin-local',
      payload: { email: 'ninguem@teste.escola.dev', password },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      type: 'danger',
      message: 'E-mail ou senha incorretos.',
    });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
    expect(cookiesOf(wrongPassword).session).toBeUndefined();
  });

  it('rotates the session at sign-in: the old session id stops working', async () => {
    const first = await signIn({ app: testApp.app, email, password });
    const second = await testApp.app.inject({
      method: 'POST',
      url: '/signin-local',
      headers: { cookie: cookieHeader({ session: first.session }) },
      payload: { email, password },
    });
    const rotated = cookiesOf(second).session?.value ?? '';
    expect(rotated).not.toBe('');
    expect(rotated).not.toBe(first.session);
    expect(cookiesOf(second).csrf_token?.value).not.toBe(first.csrfToken);
    expect(await sessionRow(first.session)).toHaveLength(0);
    expect(await sessionRow(rotated)).toHaveLength(1);

    const withOldCookie = await testApp.app.inject({
      method: 'GET',
      url: '/user/get-session-user',
      headers: { cookie: cookieHeader({ session: first.session }) },
    });
    expect(withOldCookie.json()).toEqual({ user: {}, result: '' });
  });

  it('signs out: deletes the session row, clears the cookies and redirects to /learn', async () => {
    const { session, csrfToken } = await signIn({ app: testApp.app, email, password });
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/signout',
      headers: {
        accept: 'text/html',
        cookie: cookieHeader({ session, csrf_token: csrfToken }),
      },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/learn');
    const cookies = cookiesOf(response);
    expect(cookies.session?.value).toBe('');
    expect(cookies.session?.maxAge).toBe(0);
    expect(cookies.csrf_token?.value).toBe('');
    expect(await sessionRow(session)).toHaveLength(0);

    const afterwards = await testApp.app.inject({
      method: 'GET',
      url: '/user/get-session-user',
      headers: { cookie: cookieHeader({ session }) },
    });
    expect(afterwards.json()).toEqual({ user: {}, result: '' });
  });
});
