import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '@escola/db/schema/sessions';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { cookieHeader, cookiesOf } from '../testing/cookies';
import { createTestUser } from '../testing/create-test-user';
import { signIn } from '../testing/sign-in';
import { SESSION_IDLE_TIMEOUT_MS, SESSION_TOUCH_INTERVAL_MS } from './session-settings';
import { hashSessionToken } from './session-token';

const HOUR_MS = 60 * 60 * 1000;

describe('sessions', () => {
  let testApp: TestApp;
  let email: string;
  let password: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    ({ email, password } = await createTestUser({ db: testApp.db }));
  });
  afterAll(async () => testApp.close());

  const getSessionUser = (session: string) =>
    testApp.app.inject({
      method: 'GET',
      url: '/user/get-session-user',
      headers: { cookie: cookieHeader({ session }) },
    });

  it('stores only the SHA-256 of the cookie token', async () => {
    const { session } = await signIn({ app: testApp.app, email, password });
    const rows = await testApp.db.select().from(sessions);
    expect(rows.some((row) => row.id === session)).toBe(false);
    expect(rows.some((row) => row.id === hashSessionToken(session))).toBe(true);
  });

  it('ends a session left unused past the idle expiry, and clears its cookie', async () => {
    const { session } = await signIn({ app: testApp.app, email, password });
    await testApp.db
      .update(sessions)
      .set({ idleExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, hashSessionToken(session)));
    const response = await getSessionUser(session);
    expect(response.json()).toEqual({ user: {}, result: '' });
    expect(cookiesOf(response).session?.value).toBe('');
  });

  it('ends a session past the absolute expiry even if it was used', async () => {
    const { session } = await signIn({ app: testApp.app, email, password });
    await testApp.db
      .update(sessions)
      .set({ absoluteExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, hashSessionToken(session)));
    expect((await getSessionUser(session)).json()).toEqual({ user: {}, result: '' });
  });

  it('pushes the idle expiry forward when the session is used (sliding)', async () => {
    const { session } = await signIn({ app: testApp.app, email, password });
    const id = hashSessionToken(session);
    const longAgo = new Date(Date.now() - SESSION_TOUCH_INTERVAL_MS - HOUR_MS);
    await testApp.db
      .update(sessions)
      .set({ lastSeenAt: longAgo, idleExpiresAt: new Date(Date.now() + HOUR_MS) })
      .where(eq(sessions.id, id));
    const response = await getSessionUser(session);
    expect(response.json().result).not.toBe('');
    const [row] = await testApp.db.select().from(sessions).where(eq(sessions.id, id));
    expect(row?.idleExpiresAt.getTime()).toBeGreaterThan(
      Date.now() + SESSION_IDLE_TIMEOUT_MS - HOUR_MS,
    );
  });

  it('ignores a forged cookie', async () => {
    const response = await getSessionUser('A'.repeat(43));
    expect(response.json()).toEqual({ user: {}, result: '' });
  });
});

describe('sessions over https', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ environment: { PUBLIC_URL: 'https://escola.example.com' } });
  });
  afterAll(async () => testApp.close());

  it('uses the __Host- prefix and Secure cookies', async () => {
    const { email, password } = await createTestUser({ db: testApp.db });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/signin-local',
      payload: { email, password },
    });
    expect(response.statusCode).toBe(200);
    const setCookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const sessionCookie = setCookie.find((cookie) => cookie.startsWith('__Host-session='));
    expect(sessionCookie).toBeDefined();
    expect(sessionCookie).toContain('Secure');
    expect(sessionCookie).toContain('HttpOnly');
    expect(sessionCookie).toContain('Path=/');
    expect(setCookie.find((cookie) => cookie.startsWith('csrf_token='))).toContain('Secure');
    expect(String(response.headers['strict-transport-security'])).toContain('max-age=31536000');
  });
});
