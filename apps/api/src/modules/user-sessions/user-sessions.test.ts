import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '@escola/db/schema/sessions';
import { MESSAGES } from '../../messages';
import { hashSessionToken } from '../../plugins/session-token';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { cookiesOf } from '../../testing/cookies';
import { createTestUser } from '../../testing/create-test-user';
import { requestAs, visitorOf, type Caller } from '../../testing/request-as';
import { toPublicSessionId } from './service';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe('the user sessions list', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => testApp.close());

  /** Signs in with a given browser, as that browser would (its own user agent). */
  const signInWith = async ({
    email,
    password,
    userAgent,
  }: {
    email: string;
    password: string;
    userAgent: string;
  }) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/signin-local',
      headers: { 'user-agent': userAgent },
      payload: { email, password },
    });
    const cookies = cookiesOf(response);
    return {
      session: cookies.session?.value ?? '',
      csrfToken: cookies.csrf_token?.value ?? '',
    };
  };

  const account = async () => {
    const credentials = await createTestUser({ db: testApp.db });
    const laptop = await signInWith({ ...credentials, userAgent: FIREFOX });
    const phone = await signInWith({ ...credentials, userAgent: PHONE });
    return { ...credentials, laptop, phone };
  };
  const call = (caller: Caller, method: 'GET' | 'DELETE', url: string) =>
    requestAs({ app: testApp.app, caller, method, url });
  const sessionIdsOf = async (userId: string) =>
    (await testApp.db.select().from(sessions).where(eq(sessions.userId, userId)))
      .map((row) => row.id)
      .sort();

  it('lists the live sessions, the current one first, with public ids only', async () => {
    const { user, laptop, phone } = await account();
    await testApp.db.insert(sessions).values({
      id: `vencida-${user.id}`,
      userId: user.id,
      idleExpiresAt: new Date(Date.now() - 1000),
      absoluteExpiresAt: new Date(Date.now() + 1000),
    });
    const response = await call(laptop, 'GET', '/user/sessions');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { sessions: listed } = response.json();
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatchObject({
      id: toPublicSessionId(hashSessionToken(laptop.session)),
      userAgent: FIREFOX,
      ip: '127.0.0.1',
      current: true,
    });
    expect(listed[1]).toMatchObject({
      id: toPublicSessionId(hashSessionToken(phone.session)),
      userAgent: PHONE,
      current: false,
    });
    expect(listed[1].id).toMatch(/^[0-9a-f]{24}$/);
    expect(Date.parse(listed[1].createdAt)).not.toBeNaN();
    expect(Date.parse(listed[1].lastSeenAt)).not.toBeNaN();
    expect(response.body).not.toContain(hashSessionToken(phone.session));
  });

  it('ends another session of the user; the other browser is signed out', async () => {
    const { user, laptop, phone } = await account();
    const phoneId = toPublicSessionId(hashSessionToken(phone.session));
    const response = await call(laptop, 'DELETE', `/user/sessions/${phoneId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ type: 'success', message: MESSAGES.sessionEnded });
    expect(await sessionIdsOf(user.id)).toEqual([hashSessionToken(laptop.session)]);
    const phoneAfter = await call(phone, 'GET', '/user/get-session-user');
    expect(phoneAfter.json()).toEqual({ user: {}, result: '' });
  });

  it('ending the current session signs this browser out', async () => {
    const { user, laptop, phone } = await account();
    const laptopId = toPublicSessionId(hashSessionToken(laptop.session));
    const response = await call(laptop, 'DELETE', `/user/sessions/${laptopId}`);
    expect(response.statusCode).toBe(200);
    const cleared = cookiesOf(response).session;
    expect(cleared?.value).toBe('');
    expect(await sessionIdsOf(user.id)).toEqual([hashSessionToken(phone.session)]);
  });

  it("answers 404 for another user's session, never touching it", async () => {
    const mine = await account();
    const theirs = await account();
    const before = await sessionIdsOf(theirs.user.id);
    const theirId = toPublicSessionId(hashSessionToken(theirs.phone.session));
    const response = await call(mine.laptop, 'DELETE', `/user/sessions/${theirId}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ type: 'danger', message: MESSAGES.sessionNotFound });
    expect(await sessionIdsOf(theirs.user.id)).toEqual(before);
    expect(await sessionIdsOf(mine.user.id)).toHaveLength(2);
  });

  it('answers 404 for an unknown id and 400 for a malformed one, changing nothing', async () => {
    const { user, laptop } = await account();
    const before = await sessionIdsOf(user.id);
    const unknown = await call(laptop, 'DELETE', `/user/sessions/${'0'.repeat(24)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.sessionNotFound);
    const malformed = await call(laptop, 'DELETE', '/user/sessions/nao-e-um-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().type).toBe('danger');
    expect(malformed.json().message).toMatch(/^Campo inválido: /);
    const rawKey = await call(
      laptop,
      'DELETE',
      `/user/sessions/${hashSessionToken(laptop.session)}`,
    );
    expect(rawKey.statusCode).toBe(400);
    expect(await sessionIdsOf(user.id)).toEqual(before);
  });

  it('ends all the other sessions and keeps this one', async () => {
    const { user, email, password, laptop } = await account();
    await signInWith({ email, password, userAgent: FIREFOX });
    const response = await call(laptop, 'DELETE', '/user/sessions');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      type: 'success',
      message: '2 outras sessões foram encerradas.',
    });
    expect(await sessionIdsOf(user.id)).toEqual([hashSessionToken(laptop.session)]);
    const again = await call(laptop, 'DELETE', '/user/sessions');
    expect(again.json().message).toBe('Não havia outras sessões abertas.');
  });

  it('refuses a missing or wrong CSRF token (403), changing nothing', async () => {
    const { user, laptop, phone } = await account();
    const before = await sessionIdsOf(user.id);
    const phoneId = toPublicSessionId(hashSessionToken(phone.session));
    for (const url of ['/user/sessions', `/user/sessions/${phoneId}`]) {
      for (const attempt of [
        { ...laptop, sendCsrf: false },
        { ...laptop, csrfToken: 'x'.repeat(20) },
      ]) {
        const response = await call(attempt, 'DELETE', url);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ type: 'danger', message: MESSAGES.csrfInvalid });
      }
    }
    expect(await sessionIdsOf(user.id)).toEqual(before);
  });

  it.each([
    ['GET', '/user/sessions'],
    ['DELETE', '/user/sessions'],
    ['DELETE', `/user/sessions/${'a'.repeat(24)}`],
  ] as const)('answers a visitor on %s %s with 401', async (method, url) => {
    const visitor = await visitorOf(testApp.app);
    const response = await call(visitor, method, url);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ type: 'danger', message: MESSAGES.signInRequired });
  });
});
