import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERNAME_MESSAGES } from '@escola/contracts/username';
import { users } from '@escola/db/schema/users';
import { MESSAGES } from '../../messages';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { cookieHeader } from '../../testing/cookies';
import { createTestUser } from '../../testing/create-test-user';
import { signIn } from '../../testing/sign-in';
import { USERNAME_FLASH_MESSAGES } from './settings-messages';

describe('username calls', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => testApp.close());

  const usernameOf = async (id: string) => {
    const [row] = await testApp.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, id));
    return row?.username;
  };

  const signedInLearner = async () => {
    const { user, email, password } = await createTestUser({ db: testApp.db });
    const { session, csrfToken } = await signIn({ app: testApp.app, email, password });
    return { user, session, csrfToken };
  };

  const putUsername = ({
    payload,
    session,
    csrfToken,
    headerToken = csrfToken,
  }: {
    payload: unknown;
    session: string;
    csrfToken: string;
    headerToken?: string;
  }) =>
    testApp.app.inject({
      method: 'PUT',
      url: '/update-my-username',
      headers: {
        cookie: cookieHeader({ session, csrf_token: csrfToken }),
        ...(headerToken ? { 'csrf-token': headerToken } : {}),
      },
      payload: payload as Record<string, unknown>,
    });

  describe('GET /api/users/exists', () => {
    it('tells whether a username is taken, whatever its case', async () => {
      const { user } = await createTestUser({ db: testApp.db });
      const taken = await testApp.app.inject({
        url: `/api/users/exists?username=${user.username.toUpperCase()}`,
      });
      expect(taken.statusCode).toBe(200);
      expect(taken.json()).toEqual({ exists: true });
      const free = await testApp.app.inject({ url: '/api/users/exists?username=ninguem-aqui' });
      expect(free.json()).toEqual({ exists: false });
    });

    it('answers a missing or malformed username with a Portuguese 400 flash', async () => {
      for (const query of ['', '?username=', '?username=ab', `?username=${'a'.repeat(31)}`]) {
        const response = await testApp.app.inject({ url: `/api/users/exists${query}` });
        expect(response.statusCode).toBe(400);
        expect(response.json<{ type: string; message: string }>()).toMatchObject({
          type: 'danger',
          message: expect.stringMatching(/^Campo inválido/) as unknown,
        });
      }
      const accents = await testApp.app.inject({ url: '/api/users/exists?username=jo%C3%A3o' });
      expect(accents.json<{ message: string }>().message).toContain(USERNAME_MESSAGES.characters);
    });
  });

  describe('PUT /update-my-username', () => {
    it('saves a free username, lower-cased', async () => {
      const { user, session, csrfToken } = await signedInLearner();
      const wanted = `Nova-${user.id.slice(0, 8)}`;
      const response = await putUsername({ payload: { username: wanted }, session, csrfToken });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        type: 'success',
        message: USERNAME_FLASH_MESSAGES.updated,
      });
      expect(await usernameOf(user.id)).toBe(wanted.toLowerCase());
    });

    it('refuses a username another account has, and keeps the old one', async () => {
      const other = await createTestUser({ db: testApp.db });
      const { user, session, csrfToken } = await signedInLearner();
      const response = await putUsername({
        payload: { username: other.user.username },
        session,
        csrfToken,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ type: 'danger', message: USERNAME_FLASH_MESSAGES.taken });
      expect(await usernameOf(user.id)).toBe(user.username);
    });

    it('answers the current username with the username-used notice', async () => {
      const { user, session, csrfToken } = await signedInLearner();
      const response = await putUsername({
        payload: { username: user.username },
        session,
        csrfToken,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ type: 'info', message: USERNAME_FLASH_MESSAGES.used });
    });

    it('answers bad input with a 400 flash and leaves the username unchanged', async () => {
      const { user, session, csrfToken } = await signedInLearner();
      for (const payload of [
        {},
        { username: '' },
        { username: 'ab' },
        { username: 'a'.repeat(31) },
        { username: 'ana souza' },
        { username: 'ana_souza' },
        { username: 42 },
        { username: 'ana-souza-nova', extra: 1 },
      ]) {
        const response = await putUsername({ payload, session, csrfToken });
        expect(response.statusCode).toBe(400);
        expect(response.json<{ type: string }>().type).toBe('danger');
      }
      expect(await usernameOf(user.id)).toBe(user.username);
    });

    it('refuses a missing or wrong CSRF token with 403', async () => {
      const { user, session, csrfToken } = await signedInLearner();
      for (const headerToken of ['', `${csrfToken.slice(0, -2)}xx`]) {
        const response = await putUsername({
          payload: { username: `sem-csrf-${user.id.slice(0, 6)}` },
          session,
          csrfToken,
          headerToken,
        });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ type: 'danger', message: MESSAGES.csrfInvalid });
      }
      expect(await usernameOf(user.id)).toBe(user.username);
    });
  });
});
