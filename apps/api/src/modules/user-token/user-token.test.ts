import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userTokens } from '@escola/db/schema/user-tokens';
import { MESSAGES } from '../../messages';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { cookieHeader } from '../../testing/cookies';
import { createTestUser } from '../../testing/create-test-user';
import { signIn } from '../../testing/sign-in';

type Credentials = { session: string; csrfToken?: string };

describe('POST and DELETE /user/user-token', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => testApp.close());

  const call = ({ method, session, csrfToken }: Credentials & { method: 'POST' | 'DELETE' }) =>
    testApp.app.inject({
      method,
      url: '/user/user-token',
      headers: {
        cookie: cookieHeader({ session, csrf_token: csrfToken ?? '' }),
        ...(csrfToken === undefined ? {} : { 'csrf-token': csrfToken }),
      },
    });

  const tokensOf = async (userId: string) =>
    (await testApp.db.select().from(userTokens).where(eq(userTokens.userId, userId))).map(
      (row) => row.id,
    );

  const sessionUserToken = async ({ session }: Credentials) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/user/get-session-user',
      headers: { cookie: cookieHeader({ session }) },
    });
    const body = response.json();
    return body.user[body.result].userToken as string | null;
  };

  const signedInLearner = async () => {
    const { user, email, password } = await createTestUser({ db: testApp.db });
    return { user, credentials: await signIn({ app: testApp.app, email, password }) };
  };

  it('creates the token, shows it as userToken and replaces it on a second call', async () => {
    const { user, credentials } = await signedInLearner();
    expect(await sessionUserToken(credentials)).toBeNull();

    const first = await call({ method: 'POST', ...credentials });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const { userToken } = first.json();
    expect(userToken).toMatch(/^[0-9a-f-]{36}$/);
    expect(await tokensOf(user.id)).toEqual([userToken]);
    expect(await sessionUserToken(credentials)).toBe(userToken);

    const second = await call({ method: 'POST', ...credentials });
    expect(second.statusCode).toBe(200);
    const replacement = second.json().userToken;
    expect(replacement).not.toBe(userToken);
    expect(await tokensOf(user.id)).toEqual([replacement]);
    expect(await sessionUserToken(credentials)).toBe(replacement);
  });

  it('deletes the token with the token-deleted flash and a redirect to /learn', async () => {
    const { user, credentials } = await signedInLearner();
    const other = await signedInLearner();
    await call({ method: 'POST', ...credentials });
    const othersToken = (await call({ method: 'POST', ...other.credentials })).json().userToken;

    const response = await call({ method: 'DELETE', ...credentials });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      type: 'success',
      message: 'Seu token de usuário foi excluído.',
      redirect: '/learn',
    });
    expect(await tokensOf(user.id)).toEqual([]);
    expect(await sessionUserToken(credentials)).toBeNull();
    expect(await tokensOf(other.user.id)).toEqual([othersToken]);
  });

  it('answers a delete without a token with the delete-token-err flash (404)', async () => {
    const { user, credentials } = await signedInLearner();
    const response = await call({ method: 'DELETE', ...credentials });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ type: 'danger', message: MESSAGES.userTokenDeleteError });
    expect(await tokensOf(user.id)).toEqual([]);
  });

  it('refuses a missing or wrong CSRF token (403), changing nothing', async () => {
    const { user, credentials } = await signedInLearner();
    const missing = await call({ method: 'POST', session: credentials.session });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({ type: 'danger', message: MESSAGES.csrfInvalid });
    expect(await tokensOf(user.id)).toEqual([]);

    const { userToken } = (await call({ method: 'POST', ...credentials })).json();
    const wrong = await call({
      method: 'DELETE',
      session: credentials.session,
      csrfToken: 'x'.repeat(20),
    });
    expect(wrong.statusCode).toBe(403);
    expect(await tokensOf(user.id)).toEqual([userToken]);
  });

  it('answers a malformed body with a 400 Portuguese flash, creating nothing', async () => {
    const { user, credentials } = await signedInLearner();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/user/user-token',
      headers: {
        cookie: cookieHeader({ session: credentials.session, csrf_token: credentials.csrfToken }),
        'csrf-token': credentials.csrfToken,
        'content-type': 'application/json',
      },
      payload: '{"userToken":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ type: 'danger', message: MESSAGES.malformedJson });
    expect(await tokensOf(user.id)).toEqual([]);
  });

  it('refuses a visitor (401)', async () => {
    const visitor = await testApp.app.inject({ method: 'GET', url: '/user/get-session-user' });
    const cookies = Object.fromEntries(
      visitor.cookies.map((cookie) => [cookie.name, cookie.value]),
    );
    const before = await testApp.db.select().from(userTokens);
    for (const method of ['POST', 'DELETE'] as const) {
      const response = await testApp.app.inject({
        method,
        url: '/user/user-token',
        headers: { cookie: cookieHeader(cookies), 'csrf-token': cookies.csrf_token ?? '' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ type: 'danger', message: MESSAGES.signInRequired });
    }
    expect(await testApp.db.select().from(userTokens)).toEqual(before);
  });
});
