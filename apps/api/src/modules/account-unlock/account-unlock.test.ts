import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '@escola/db/schema/sessions';
import { users, type NewUser } from '@escola/db/schema/users';
import { MESSAGES } from '../../messages';
import { FAILED_PASSWORD_LIMIT_PER_ACCOUNT } from '../../plugins/rate-limit';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { cookiesOf } from '../../testing/cookies';
import { createTestUser } from '../../testing/create-test-user';
import { requestAs, visitorOf, type Caller } from '../../testing/request-as';
import { signIn } from '../../testing/sign-in';
import { isBlockedByInactivity, unlockAccount } from './service';

const BLOCKED_AT = new Date('2026-01-10T10:00:00.000Z');
const OLD_ACTIVITY = new Date('2025-06-01T10:00:00.000Z');

describe('accounts blocked by inactivity: sign-in and POST /api/users/unlock-user-account', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => testApp.close());

  const createBlockedUser = (overrides: Partial<NewUser> = {}) =>
    createTestUser({
      db: testApp.db,
      overrides: { blockedByInactivityAt: BLOCKED_AT, lastActiveAt: OLD_ACTIVITY, ...overrides },
    });

  const rowOf = async (userId: string) => {
    const [row] = await testApp.db.select().from(users).where(eq(users.id, userId));
    return row;
  };
  const sessionCount = async (userId: string) =>
    (await testApp.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

  const unlock = async ({ payload, caller }: { payload: unknown; caller?: Caller }) =>
    requestAs({
      app: testApp.app,
      caller: caller ?? (await visitorOf(testApp.app)),
      method: 'POST',
      url: '/api/users/unlock-user-account',
      payload,
    });

  describe('sign-in', () => {
    it('warns a blocked account with the right password, redirects to unlock and opens no session', async () => {
      const { user, email, password } = await createBlockedUser();
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/signin-local',
        payload: { email, password },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        type: 'warning',
        message: 'Usuário bloqueado por inatividade. Redirecionando para desbloqueio.',
        redirect: '/unlock-account',
      });
      expect(cookiesOf(response).session?.value ?? '').toBe('');
      expect(await sessionCount(user.id)).toBe(0);
      expect((await rowOf(user.id))?.lastActiveAt).toEqual(OLD_ACTIVITY);
    });

    it('answers a wrong password on a blocked account like any wrong password', async () => {
      const { email } = await createBlockedUser();
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/signin-local',
        payload: { email, password: 'senha-errada-1' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ type: 'danger', message: MESSAGES.invalidCredentials });
    });

    it('ends the session of an account blocked meanwhile; its calls answer the blocked message', async () => {
      const { user, email, password } = await createTestUser({ db: testApp.db });
      const current = await signIn({ app: testApp.app, email, password });
      await testApp.db
        .update(users)
        .set({ blockedByInactivityAt: BLOCKED_AT })
        .where(eq(users.id, user.id));
      const protectedCall = await testApp.app.inject({
        method: 'GET',
        url: '/api/users/status-by-email?email=x%40teste.escola.dev',
        headers: { cookie: `session=${current.session}` },
      });
      expect(protectedCall.statusCode).toBe(403);
      expect(protectedCall.json()).toEqual({
        type: 'warning',
        message: 'Usuário bloqueado por inatividade',
        redirect: '/unlock-account',
      });
      expect(await sessionCount(user.id)).toBe(0);
      const sessionUser = await testApp.app.inject({
        method: 'GET',
        url: '/user/get-session-user',
        headers: { cookie: `session=${current.session}` },
      });
      expect(sessionUser.json()).toEqual({ user: {}, result: '' });
    });
  });

  describe('a learner unlocking their account', () => {
    it('unlocks with the right password, signs in and counts as activity', async () => {
      const { user, email, password } = await createBlockedUser();
      const response = await unlock({ payload: { email, password } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        type: 'success',
        message: MESSAGES.accountUnlocked,
        redirect: '/learn',
      });
      const row = await rowOf(user.id);
      expect(row?.blockedByInactivityAt).toBeNull();
      expect(row?.lastActiveAt?.getTime()).toBeGreaterThan(OLD_ACTIVITY.getTime());
      const session = cookiesOf(response).session?.value ?? '';
      const sessionUser = await testApp.app.inject({
        method: 'GET',
        url: '/user/get-session-user',
        headers: { cookie: `session=${session}` },
      });
      expect(sessionUser.json().result).toBe(user.username);
    });

    it('sends an empty or missing password to Google without looking the address up', async () => {
      const { user, email } = await createBlockedUser({ passwordHash: null });
      for (const payload of [{ email }, { email, password: '' }]) {
        const response = await unlock({ payload });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ type: 'info', message: MESSAGES.unlockWithoutGoogle });
      }
      expect((await rowOf(user.id))?.blockedByInactivityAt).toEqual(BLOCKED_AT);
    });

    it.each([
      [
        'a wrong password',
        async () => ({ ...(await createBlockedUser()), password: 'errada-123' }),
      ],
      [
        'a password for a Google-only account',
        async () => ({
          ...(await createBlockedUser({ passwordHash: null })),
          password: 'x1234567',
        }),
      ],
    ])('refuses %s with a 401, changing nothing', async (_label, makeUser) => {
      const { user, email, password } = await makeUser();
      const response = await unlock({ payload: { email, password } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        type: 'danger',
        message: MESSAGES.unlockInvalidCredentials,
      });
      expect((await rowOf(user.id))?.blockedByInactivityAt).toEqual(BLOCKED_AT);
      expect(await sessionCount(user.id)).toBe(0);
    });

    it('answers an account that is not blocked with not-blocked and no session', async () => {
      const { user, email, password } = await createTestUser({ db: testApp.db });
      const response = await unlock({ payload: { email, password } });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        type: 'info',
        message: MESSAGES.accountNotBlocked,
        redirect: '/sign-in',
      });
      expect(await sessionCount(user.id)).toBe(0);
    });

    it('stops guessing after the failed-attempt limit with a 429', async () => {
      const { user, email, password } = await createBlockedUser();
      for (let attempt = 0; attempt < FAILED_PASSWORD_LIMIT_PER_ACCOUNT.max; attempt += 1) {
        expect((await unlock({ payload: { email, password: 'errada-123' } })).statusCode).toBe(401);
      }
      const limited = await unlock({ payload: { email, password } });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ type: 'danger', message: MESSAGES.tooManySignInAttempts });
      expect((await rowOf(user.id))?.blockedByInactivityAt).toEqual(BLOCKED_AT);
    });

    it.each([
      ['no fields', {}],
      ['no e-mail', { password: 'x1234567' }],
      ['an invalid e-mail', { email: 'não-é-email', password: 'x1234567' }],
      ['an e-mail that is a number', { email: 42, password: 'x1234567' }],
      ['a password that is a number', { email: 'a@teste.escola.dev', password: 12345678 }],
      ['an oversized password', { email: 'a@teste.escola.dev', password: 'x'.repeat(1025) }],
      ['an oversized e-mail', { email: `${'a'.repeat(250)}@teste.escola.dev`, password: 'x' }],
      ['an unknown field', { email: 'a@teste.escola.dev', password: 'x', admin: true }],
    ])('answers %s with a 400 Portuguese flash, changing nothing', async (_label, payload) => {
      const { user } = await createBlockedUser();
      const response = await unlock({ payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Campo inválido: /);
      expect((await rowOf(user.id))?.blockedByInactivityAt).toEqual(BLOCKED_AT);
    });

    it('refuses a missing or wrong CSRF token with a 403, changing nothing', async () => {
      const { user, email, password } = await createBlockedUser();
      const visitor = await visitorOf(testApp.app);
      const missing = await unlock({
        payload: { email, password },
        caller: { ...visitor, sendCsrf: false },
      });
      const wrong = await unlock({
        payload: { email, password },
        caller: { ...visitor, csrfToken: 'x'.repeat(20) },
      });
      for (const response of [missing, wrong]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ type: 'danger', message: MESSAGES.csrfInvalid });
      }
      expect((await rowOf(user.id))?.blockedByInactivityAt).toEqual(BLOCKED_AT);
    });
  });

  describe('staff unlocking a learner', () => {
    const signInAs = async (type: NewUser['type']) => {
      const staff = await createTestUser({ db: testApp.db, overrides: { type } });
      return signIn({ app: testApp.app, email: staff.email, password: staff.password });
    };

    it.each(['support', 'admin', 'super'] as const)(
      '%s unlocks a learner by e-mail only, without signing in as them',
      async (type) => {
        const caller = await signInAs(type);
        const { user, email } = await createBlockedUser();
        const response = await unlock({ payload: { email }, caller });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ type: 'success', message: MESSAGES.learnerUnlocked });
        expect((await rowOf(user.id))?.blockedByInactivityAt).toBeNull();
        expect(await sessionCount(user.id)).toBe(0);
        expect(cookiesOf(response).session).toBeUndefined();
      },
    );

    it('answers an unknown e-mail with 404 and an account not blocked with 409', async () => {
      const caller = await signInAs('support');
      const unknown = await unlock({ payload: { email: 'ninguem@teste.escola.dev' }, caller });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ type: 'danger', message: MESSAGES.learnerNotFound });
      const { email } = await createTestUser({ db: testApp.db });
      const active = await unlock({ payload: { email }, caller });
      expect(active.statusCode).toBe(409);
      expect(active.json()).toEqual({ type: 'info', message: MESSAGES.learnerNotBlocked });
    });

    it('does not let a learner unlock someone else by e-mail', async () => {
      const caller = await signInAs('student');
      const { user, email } = await createBlockedUser();
      const response = await unlock({ payload: { email }, caller });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ type: 'info', message: MESSAGES.unlockWithoutGoogle });
      expect((await rowOf(user.id))?.blockedByInactivityAt).toEqual(BLOCKED_AT);
    });
  });

  it('points an empty password to the Google button where Google is configured', async () => {
    const googleApp = await buildTestApp({
      environment: { GOOGLE_CLIENT_ID: 'escola-teste', GOOGLE_CLIENT_SECRET: 'segredo-de-teste' },
    });
    try {
      const response = await requestAs({
        app: googleApp.app,
        caller: await visitorOf(googleApp.app),
        method: 'POST',
        url: '/api/users/unlock-user-account',
        payload: { email: 'ana@teste.escola.dev', password: '' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ type: 'info', message: MESSAGES.unlockWithGoogle });
      expect(response.json().message).toContain('"Entrar com Google"');
    } finally {
      await googleApp.close();
    }
  });

  it('unlockAccount clears the block and records the activity (used by Google sign-in)', async () => {
    const { user } = await createBlockedUser();
    expect(isBlockedByInactivity(user)).toBe(true);
    const now = new Date('2026-02-01T08:00:00.000Z');
    await unlockAccount({ db: testApp.db, userId: user.id, now });
    const row = await rowOf(user.id);
    expect(row?.blockedByInactivityAt).toBeNull();
    expect(row?.lastActiveAt).toEqual(now);
    expect(isBlockedByInactivity(row!)).toBe(false);
  });
});
