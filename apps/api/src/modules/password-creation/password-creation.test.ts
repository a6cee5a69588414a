import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RULE_MESSAGES } from '@escola/contracts/password-rules';
import { sessions } from '@escola/db/schema/sessions';
import { users } from '@escola/db/schema/users';
import { MESSAGES } from '../../messages';
import { hashSessionToken } from '../../plugins/session-token';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createTestUser } from '../../testing/create-test-user';
import { requestAs, visitorOf, type Caller } from '../../testing/request-as';
import { signIn } from '../../testing/sign-in';

const NEW_PASSWORD = 'senha-criada-789';

describe('PUT /create-password', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => testApp.close());

  const create = (caller: Caller, payload: unknown) =>
    requestAs({ app: testApp.app, caller, method: 'PUT', url: '/create-password', payload });

  const passwordHashOf = async (userId: string) => {
    const [row] = await testApp.db.select().from(users).where(eq(users.id, userId));
    return row?.passwordHash;
  };

  /** A Google-only account (no password) with two sessions; returns the current one. */
  const googleOnlyUser = async () => {
    const { user, email, password } = await createTestUser({ db: testApp.db });
    const other = await signIn({ app: testApp.app, email, password });
    const current = await signIn({ app: testApp.app, email, password });
    await testApp.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    return { user, email, other, current };
  };

  it('creates the first password, keeps this session, ends the others; sign-in then works', async () => {
    const { user, email, other, current } = await googleOnlyUser();
    const hasPassword = async () => {
      const answer = await testApp.app.inject({
        method: 'GET',
        url: '/user/get-session-user',
        headers: { cookie: `session=${current.session}` },
      });
      return answer.json().user[user.username].hasPassword as boolean;
    };
    expect(await hasPassword()).toBe(false);
    const response = await create(current, { password: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ type: 'success', message: MESSAGES.passwordCreated });
    expect(await passwordHashOf(user.id)).toMatch(/^\$argon2id\$/);
    expect(await hasPassword()).toBe(true);
    const remaining = await testApp.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(remaining.map((row) => row.id)).toEqual([hashSessionToken(current.session)]);
    expect(remaining.map((row) => row.id)).not.toContain(hashSessionToken(other.session));
    const checked = await requestAs({
      app: testApp.app,
      caller: current,
      method: 'POST',
      url: '/check-password',
      payload: { password: NEW_PASSWORD },
    });
    expect(checked.statusCode).toBe(200);
    await signIn({ app: testApp.app, email, password: NEW_PASSWORD });
  });

  it('refuses an account that already has a password, changing nothing', async () => {
    const { user, email, password } = await createTestUser({ db: testApp.db });
    const caller = await signIn({ app: testApp.app, email, password });
    const before = await passwordHashOf(user.id);
    const response = await create(caller, { password: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      type: 'danger',
      message: MESSAGES.accountAlreadyHasPassword,
    });
    expect(await passwordHashOf(user.id)).toBe(before);
  });

  it.each([
    ['no fields', {}, /^Campo inválido: /],
    ['a short password', { password: '1234567' }, PASSWORD_RULE_MESSAGES.tooShort],
    ['an oversized password', { password: 'x'.repeat(1025) }, PASSWORD_RULE_MESSAGES.tooLong],
    ['a number', { password: 123456789 }, /^Campo inválido: /],
    ['an unknown field', { password: NEW_PASSWORD, admin: true }, /^Campo inválido: /],
  ])(
    'answers %s with a 400 Portuguese flash, changing nothing',
    async (_label, payload, message) => {
      const { user, current } = await googleOnlyUser();
      const response = await create(current, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
      expect(await passwordHashOf(user.id)).toBeNull();
    },
  );

  it('refuses a wrong CSRF token (403) and a visitor (401), changing nothing', async () => {
    const { user, current } = await googleOnlyUser();
    const wrong = await create(
      { ...current, csrfToken: 'y'.repeat(30) },
      { password: NEW_PASSWORD },
    );
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ type: 'danger', message: MESSAGES.csrfInvalid });
    const visitor = await create(await visitorOf(testApp.app), { password: NEW_PASSWORD });
    expect(visitor.statusCode).toBe(401);
    expect(await passwordHashOf(user.id)).toBeNull();
  });
});
