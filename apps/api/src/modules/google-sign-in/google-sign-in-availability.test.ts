import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@escola/db/schema/users';
import { URL_FLASHES } from '@escola/contracts/url-flash';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { rawCookiesOf, signInWithGoogleRoundTrip } from '../../testing/google-sign-in';
import {
  TEST_OIDC_CLIENT_ID,
  TEST_OIDC_CLIENT_SECRET,
  startTestOidcProvider,
  type TestOidcProvider,
} from '../../testing/start-test-oidc-provider';

const PUBLIC_URL = 'http://escola.teste';
const REDIRECT_URI = `${PUBLIC_URL}/signin-google/callback`;
const GOOGLE_CREDENTIALS = {
  GOOGLE_CLIENT_ID: TEST_OIDC_CLIENT_ID,
  GOOGLE_CLIENT_SECRET: TEST_OIDC_CLIENT_SECRET,
};

/** A localhost port nobody listens on (taken, then released). */
const closedPort = async (): Promise<number> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
};

describe('Google sign-in when it is not configured', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ environment: { PUBLIC_URL } });
  });
  afterAll(async () => testApp.close());

  it('tells the web app to hide the button', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/status/auth-providers' });
    expect(response.json()).toEqual({ google: false });
  });

  it('sends a browser back to the sign-in page with the Portuguese message, never a 500', async () => {
    const before = await testApp.db.select().from(users);
    for (const [query, page] of [
      ['', '/sign-in'],
      ['?unlock=1', '/unlock-account'],
    ] as const) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/signin-google${query}`,
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`${page}?flash=google-not-configured`);
      expect(URL_FLASHES['google-not-configured'].message).toBe(
        'O login com Google não está disponível no momento.',
      );
    }
    const callback = await testApp.app.inject({
      method: 'GET',
      url: '/signin-google/callback?code=abc&state=def',
      headers: { accept: 'text/html' },
    });
    expect(callback.headers.location).toBe('/sign-in?flash=google-not-configured');
    expect(await testApp.db.select().from(users)).toEqual(before);
  });

  it('answers 503 with the message to a caller that is not a browser', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/signin-google' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      type: 'warning',
      message: 'O login com Google não está disponível no momento.',
      redirect: '/sign-in',
    });
  });
});

describe('Google sign-in when the provider cannot be reached', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({
      environment: {
        PUBLIC_URL,
        ...GOOGLE_CREDENTIALS,
        GOOGLE_ISSUER: `http://127.0.0.1:${await closedPort()}`,
      },
    });
  });
  afterAll(async () => testApp.close());

  it('shows the spec\'s "unavailable" message instead of failing', async () => {
    const browser = await testApp.app.inject({
      method: 'GET',
      url: '/signin-google',
      headers: { accept: 'text/html' },
    });
    expect(browser.statusCode).toBe(302);
    expect(browser.headers.location).toBe('/sign-in?flash=google-unavailable');
    expect(rawCookiesOf(browser).google_signin).toBeUndefined();

    const api = await testApp.app.inject({ method: 'GET', url: '/signin-google' });
    expect(api.statusCode).toBe(503);
    expect(api.json()).toEqual({
      type: 'danger',
      message: 'Indisponível, tente novamente em alguns minutos.',
      redirect: '/sign-in',
    });
  });
});

describe('Google sign-in with an issuer that sends the e-mail by UserInfo only', () => {
  let provider: TestOidcProvider;
  let testApp: TestApp;
  beforeAll(async () => {
    provider = await startTestOidcProvider({
      redirectUris: [REDIRECT_URI],
      claimsInIdToken: false,
    });
    testApp = await buildTestApp({
      environment: { PUBLIC_URL, ...GOOGLE_CREDENTIALS, GOOGLE_ISSUER: provider.issuer },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await provider.close();
  });

  it('reads the e-mail and name from the UserInfo endpoint', async () => {
    const sub = `google-${randomBytes(6).toString('hex')}`;
    const email = `${sub}@teste.escola.dev`;
    provider.setAccount({ sub, email, email_verified: true, name: 'Pela UserInfo' });
    const { response } = await signInWithGoogleRoundTrip({
      app: testApp.app,
      accountId: sub,
      redirectUri: REDIRECT_URI,
    });
    expect(response.headers.location).toBe('/email-sign-up');
    const [user] = await testApp.db.select().from(users).where(eq(users.googleSubject, sub));
    expect(user).toMatchObject({ email, name: 'Pela UserInfo', emailVerified: true });
  });
});
