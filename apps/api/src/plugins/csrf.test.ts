import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { cookieHeader, cookiesOf } from '../testing/cookies';
import { createTestUser } from '../testing/create-test-user';
import { signIn } from '../testing/sign-in';

const csrfRejection = { type: 'danger', message: MESSAGES.csrfInvalid };

describe('CSRF protection', () => {
  let testApp: TestApp;
  let session: string;
  let csrfToken: string;

  beforeAll(async () => {
    testApp = await buildTestApp({
      addRoutes: (app) => {
        app.post('/test/mutate', async () => ({ type: 'success', message: 'feito' }));
      },
    });
    const { email, password } = await createTestUser({ db: testApp.db });
    ({ session, csrfToken } = await signIn({ app: testApp.app, email, password }));
  });
  afterAll(async () => testApp.close());

  const mutate = (headers: Record<string, string>) =>
    testApp.app.inject({ method: 'POST', url: '/test/mutate', headers, payload: {} });

  it('rejects a mutating call without the header', async () => {
    const response = await mutate({ cookie: cookieHeader({ session, csrf_token: csrfToken }) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(csrfRejection);
  });

  it('rejects a header that does not match the cookie', async () => {
    const response = await mutate({
      cookie: cookieHeader({ session, csrf_token: csrfToken }),
      'csrf-token': `${csrfToken.slice(0, -2)}xx`,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(csrfRejection);
  });

  it('rejects a token bound to another session, even when header and cookie agree', async () => {
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/user/get-session-user' });
    const foreignToken = cookiesOf(anonymous).csrf_token?.value ?? '';
    expect(foreignToken).not.toBe('');
    const response = await mutate({
      cookie: cookieHeader({ session, csrf_token: foreignToken }),
      'csrf-token': foreignToken,
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets the call through with the right token', async () => {
    const response = await mutate({
      cookie: cookieHeader({ session, csrf_token: csrfToken }),
      'csrf-token': csrfToken,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ type: 'success', message: 'feito' });
  });

  it('gives an anonymous visitor a readable token bound to an HttpOnly visitor id', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/user/get-session-user' });
    const cookies = cookiesOf(response);
    expect(cookies.csrf_token?.httpOnly).toBeUndefined();
    expect(cookies.anonymous_id?.httpOnly).toBe(true);
    const accepted = await mutate({
      cookie: cookieHeader({
        anonymous_id: cookies.anonymous_id?.value ?? '',
        csrf_token: cookies.csrf_token?.value ?? '',
      }),
      'csrf-token': cookies.csrf_token?.value ?? '',
    });
    expect(accepted.statusCode).toBe(200);
  });

  it('exempts sign-in from the check, as the spec says', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/signin-local',
      payload: { email: 'ninguem@teste.escola.dev', password: 'qualquer' },
    });
    expect(response.statusCode).toBe(401);
  });
});
