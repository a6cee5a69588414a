import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '@escola/db/schema/sessions';
import { users } from '@escola/db/schema/users';
import { URL_FLASHES, type UrlFlashKey } from '@escola/contracts/url-flash';
import { hashSessionToken } from '../../plugins/session-token';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { cookieHeader } from '../../testing/cookies';
import { createTestUser } from '../../testing/create-test-user';
import { rawCookiesOf, signInWithGoogleRoundTrip } from '../../testing/google-sign-in';
import { signIn } from '../../testing/sign-in';
import {
  TEST_OIDC_CLIENT_ID,
  TEST_OIDC_CLIENT_SECRET,
  startTestOidcProvider,
  type TestOidcProvider,
} from '../../testing/start-test-oidc-provider';

const PUBLIC_URL = 'http://escola.teste';
const REDIRECT_URI = `${PUBLIC_URL}/signin-google/callback`;

describe('Google sign-in (OpenID Connect against a local provider)', () => {
  let provider: TestOidcProvider;
  let testApp: TestApp;

  beforeAll(async () => {
    provider = await startTestOidcProvider({ redirectUris: [REDIRECT_URI] });
    testApp = await buildTestApp({
      environment: {
        PUBLIC_URL,
        GOOGLE_CLIENT_ID: TEST_OIDC_CLIENT_ID,
        GOOGLE_CLIENT_SECRET: TEST_OIDC_CLIENT_SECRET,
        GOOGLE_ISSUER: provider.issuer,
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await provider.close();
  });

  const newSubject = () => `google-${randomBytes(6).toString('hex')}`;
  const newEmail = () => `google-${randomBytes(6).toString('hex')}@teste.escola.dev`;

  const roundTrip = (
    options: Omit<Parameters<typeof signInWithGoogleRoundTrip>[0], 'app' | 'redirectUri'>,
  ) => signInWithGoogleRoundTrip({ app: testApp.app, redirectUri: REDIRECT_URI, ...options });

  const userById = async (id: string) => {
    const [row] = await testApp.db.select().from(users).where(eq(users.id, id));
    return row;
  };

  /** Every account and session, to prove a refused sign-in wrote nothing. */
  const snapshot = async () => ({
    users: await testApp.db.select().from(users).orderBy(users.id),
    sessions: await testApp.db
      .select({ count: sql<number>`count(*)::int` })
      .from(sessions)
      .then(([row]) => row?.count),
  });

  const sessionOf = async (response: { headers: Record<string, unknown> }) => {
    const token = rawCookiesOf(response as never).session;
    if (!token) return undefined;
    const [row] = await testApp.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashSessionToken(token)));
    return row;
  };

  const expectFlashRedirect = (
    response: { statusCode: number; headers: Record<string, unknown> },
    { path, key, message }: { path: string; key: UrlFlashKey; message: string },
  ) => {
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${path}?flash=${key}`);
    expect(URL_FLASHES[key].message).toBe(message);
    expect(rawCookiesOf(response as never).session).toBeUndefined();
  };

  it('tells the web app that Google is configured', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/status/auth-providers' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ google: true });
  });

  it('sends the browser to the provider with PKCE, state and nonce kept in a signed HttpOnly cookie', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/signin-google',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(location.origin).toBe(provider.issuer);
    expect(location.searchParams.get('client_id')).toBe(TEST_OIDC_CLIENT_ID);
    expect(location.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(location.searchParams.get('scope')).toBe('openid email profile');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    for (const parameter of ['code_challenge', 'state', 'nonce']) {
      expect(location.searchParams.get(parameter)).toMatch(/^[\w-]{20,}$/);
    }
    const setCookies = response.headers['set-cookie'];
    const setCookie =
      (Array.isArray(setCookies) ? setCookies : [String(setCookies)]).find((line) =>
        line.startsWith('google_signin='),
      ) ?? '';
    expect(setCookie).toMatch(/^google_signin=[^;]+\.[^;]+;/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Max-Age=600');
    expect(setCookie).not.toContain(location.searchParams.get('state'));
  });

  it('creates a verified, password-less account for a new Google user and sends them to the terms', async () => {
    const sub = newSubject();
    const email = newEmail();
    provider.setAccount({
      sub,
      email: email.toUpperCase(),
      email_verified: true,
      name: 'Nova do Google',
      picture: 'https://lh3.googleusercontent.com/a/foto-de-perfil',
    });
    const { response } = await roundTrip({ accountId: sub });

    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/email-sign-up');
    const session = await sessionOf(response);
    expect(session).toBeDefined();
    const user = await userById(session?.userId ?? '');
    expect(user).toMatchObject({
      email,
      googleSubject: sub,
      name: 'Nova do Google',
      emailVerified: true,
      passwordHash: null,
      acceptedPrivacyTerms: false,
      picture: 'https://lh3.googleusercontent.com/a/foto-de-perfil',
    });
    expect(user?.username).toMatch(/^nova-do-google-[0-9a-f]{6}$/);
    expect(user?.lastActiveAt).not.toBeNull();
    // The one-time cookie is gone and the CSRF token was issued for the new session.
    expect(String(response.headers['set-cookie'])).toMatch(/google_signin=;/);
    expect(rawCookiesOf(response).csrf_token).toBeTruthy();

    const sessionUser = await testApp.app.inject({
      method: 'GET',
      url: '/user/get-session-user',
      headers: { cookie: cookieHeader({ session: rawCookiesOf(response).session ?? '' }) },
    });
    expect(sessionUser.json().result).toBe(user?.username);
  });

  it('links the Google subject to the account of a verified e-mail and keeps its password', async () => {
    const { user } = await createTestUser({
      db: testApp.db,
      overrides: { emailVerified: true, acceptedPrivacyTerms: true },
    });
    const sub = newSubject();
    provider.setAccount({ sub, email: user.email, email_verified: true, name: 'Outro Nome' });
    const { response } = await roundTrip({ accountId: sub });

    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/learn');
    expect((await sessionOf(response))?.userId).toBe(user.id);
    const linked = await userById(user.id);
    expect(linked?.googleSubject).toBe(sub);
    expect(linked?.passwordHash).toBe(user.passwordHash);
    expect(linked?.name).toBe(user.name);
    expect(linked?.lastActiveAt).not.toBeNull();
  });

  it('signs in by Google subject even when the Google e-mail changed', async () => {
    const sub = newSubject();
    const { user } = await createTestUser({
      db: testApp.db,
      overrides: { googleSubject: sub, acceptedPrivacyTerms: true },
    });
    provider.setAccount({ sub, email: newEmail(), email_verified: false });
    const before = await testApp.db.select({ count: sql<number>`count(*)::int` }).from(users);
    const { response } = await roundTrip({
      accountId: sub,
      query: '?returnTo=%2Fsettings%3Faba%3D1',
    });

    expect(response.headers.location).toBe('/settings?aba=1');
    expect((await sessionOf(response))?.userId).toBe(user.id);
    expect(await testApp.db.select({ count: sql<number>`count(*)::int` }).from(users)).toEqual(
      before,
    );
    expect((await userById(user.id))?.email).toBe(user.email);
  });

  it('ignores a returnTo that leaves the site', async () => {
    const sub = newSubject();
    await createTestUser({
      db: testApp.db,
      overrides: { googleSubject: sub, acceptedPrivacyTerms: true },
    });
    provider.setAccount({ sub });
    const { response } = await roundTrip({
      accountId: sub,
      query: `?returnTo=${encodeURIComponent('//outro.site/learn')}`,
    });
    expect(response.headers.location).toBe('/learn');
  });

  it('rotates the session a visitor already had', async () => {
    const { user: other, email, password } = await createTestUser({ db: testApp.db });
    const previous = await signIn({ app: testApp.app, email, password });
    const sub = newSubject();
    const { user } = await createTestUser({
      db: testApp.db,
      overrides: { googleSubject: sub, acceptedPrivacyTerms: true },
    });
    provider.setAccount({ sub });
    const { response } = await roundTrip({
      accountId: sub,
      extraCookies: { session: previous.session },
    });
    expect((await sessionOf(response))?.userId).toBe(user.id);
    const [old] = await testApp.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashSessionToken(previous.session)));
    expect(old).toBeUndefined();
    expect(other.id).not.toBe(user.id);
  });

  it('refuses an unverified Google e-mail that matches an existing account (account takeover)', async () => {
    const { user } = await createTestUser({ db: testApp.db, overrides: { emailVerified: true } });
    const sub = newSubject();
    provider.setAccount({ sub, email: user.email, email_verified: false });
    const before = await snapshot();
    const { response } = await roundTrip({ accountId: sub });

    expectFlashRedirect(response, {
      path: '/sign-in',
      key: 'google-email-unverified',
      message:
        'O Google não confirmou o seu e-mail. Confirme-o na sua conta Google ou entre com e-mail e senha.',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an unverified Google e-mail for a new account too', async () => {
    const sub = newSubject();
    provider.setAccount({ sub, email: newEmail(), email_verified: false });
    const before = await snapshot();
    const { response } = await roundTrip({ accountId: sub });
    expect(response.headers.location).toBe('/sign-in?flash=google-email-unverified');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a Google identity without an e-mail', async () => {
    const sub = newSubject();
    provider.setAccount({ sub, name: 'Sem E-mail' });
    const before = await snapshot();
    const { response } = await roundTrip({ accountId: sub });
    expectFlashRedirect(response, {
      path: '/sign-in',
      key: 'google-email-missing',
      message:
        'O Google não informou o seu e-mail. Permita o acesso ao e-mail e tente novamente, ou entre com e-mail e senha.',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an e-mail already linked to another Google account', async () => {
    const { user } = await createTestUser({
      db: testApp.db,
      overrides: { emailVerified: true, googleSubject: newSubject() },
    });
    const sub = newSubject();
    provider.setAccount({ sub, email: user.email, email_verified: true });
    const before = await snapshot();
    const { response } = await roundTrip({ accountId: sub });
    expectFlashRedirect(response, {
      path: '/sign-in',
      key: 'google-other-account',
      message:
        'Este e-mail já está ligado a outra conta Google. Entre com essa conta ou com e-mail e senha.',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('drops the password and sessions of an unconfirmed account when Google proves the address', async () => {
    const { user, email, password } = await createTestUser({
      db: testApp.db,
      overrides: { emailVerified: false, acceptedPrivacyTerms: true },
    });
    const planted = await signIn({ app: testApp.app, email, password });
    const sub = newSubject();
    provider.setAccount({ sub, email, email_verified: true });
    const { response } = await roundTrip({ accountId: sub });

    expect(response.headers.location).toBe('/learn');
    const linked = await userById(user.id);
    expect(linked).toMatchObject({ googleSubject: sub, emailVerified: true, passwordHash: null });
    const remaining = await testApp.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(remaining.map((row) => row.id)).toEqual([(await sessionOf(response))?.id]);
    expect(remaining.map((row) => row.id)).not.toContain(hashSessionToken(planted.session));
  });

  it('refuses a callback whose state was tampered with', async () => {
    const sub = newSubject();
    provider.setAccount({ sub, email: newEmail(), email_verified: true });
    const before = await snapshot();
    const { response } = await roundTrip({
      accountId: sub,
      editCallbackUrl: (url) => {
        url.searchParams.set('state', 'estado-de-outra-pessoa');
        return url;
      },
    });
    expectFlashRedirect(response, {
      path: '/sign-in',
      key: 'google-failed',
      message: 'Não foi possível entrar com o Google. Tente novamente.',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a callback without the start cookie, or with a forged one', async () => {
    const sub = newSubject();
    provider.setAccount({ sub, email: newEmail(), email_verified: true });
    const before = await snapshot();
    for (const cookie of ['', 'google_signin=eyJzdGF0ZSI6IngifQ.assinatura-falsa']) {
      const { response } = await roundTrip({
        accountId: sub,
        extraCookies:
          cookie === '' ? { google_signin: '' } : { google_signin: cookie.split('=')[1] ?? '' },
      });
      expect(response.headers.location).toBe('/sign-in?flash=google-failed');
      expect(rawCookiesOf(response).session).toBeUndefined();
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers the failure as a JSON flash to a caller that is not a browser', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/signin-google/callback?code=abc&state=def',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      type: 'danger',
      message: 'Não foi possível entrar com o Google. Tente novamente.',
      redirect: '/sign-in',
    });
  });

  it('goes back to the sign-in page when the person cancels at the provider', async () => {
    const sub = newSubject();
    provider.setAccount({ sub, email: newEmail(), email_verified: true });
    const before = await snapshot();
    const { response } = await roundTrip({ accountId: sub, cancel: true });
    expectFlashRedirect(response, {
      path: '/sign-in',
      key: 'google-cancelled',
      message: 'O login com Google foi cancelado.',
    });
    expect(await snapshot()).toEqual(before);
  });

  describe('accounts blocked by inactivity', () => {
    const blockedAt = new Date('2025-01-02T03:04:05Z');

    it('sends a blocked account to /unlock-account without a session', async () => {
      const sub = newSubject();
      const { user } = await createTestUser({
        db: testApp.db,
        overrides: { googleSubject: sub, blockedByInactivityAt: blockedAt, passwordHash: null },
      });
      provider.setAccount({ sub });
      const before = await snapshot();
      const { response } = await roundTrip({ accountId: sub });
      expectFlashRedirect(response, {
        path: '/unlock-account',
        key: 'blocked-by-inactivity',
        message: 'Usuário bloqueado por inatividade. Redirecionando para desbloqueio.',
      });
      expect(await snapshot()).toEqual(before);
      expect((await userById(user.id))?.blockedByInactivityAt).toEqual(blockedAt);
    });

    it('unlocks and signs in through the unlock flow (?unlock=1)', async () => {
      const sub = newSubject();
      const { user } = await createTestUser({
        db: testApp.db,
        overrides: {
          googleSubject: sub,
          blockedByInactivityAt: blockedAt,
          passwordHash: null,
          acceptedPrivacyTerms: true,
        },
      });
      provider.setAccount({ sub });
      const { response } = await roundTrip({ accountId: sub, query: '?unlock=1' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/learn');
      expect((await sessionOf(response))?.userId).toBe(user.id);
      const unlocked = await userById(user.id);
      expect(unlocked?.blockedByInactivityAt).toBeNull();
      expect(unlocked?.lastActiveAt).not.toBeNull();
    });

    it('sends failures of the unlock flow back to /unlock-account', async () => {
      const sub = newSubject();
      provider.setAccount({ sub, email: newEmail(), email_verified: true });
      const { response } = await roundTrip({ accountId: sub, query: '?unlock=1', cancel: true });
      expect(response.headers.location).toBe('/unlock-account?flash=google-cancelled');
    });
  });
});
