// Test helper: a real OpenID Connect provider (oidc-provider) on a free localhost port, standing in
// for Google. One confidential client with the given redirect URIs; accounts are whatever claims a
// test sets with `setAccount`. Its development login and consent pages are the ones a browser sees
// in the e2e journey; `signInAtProvider` drives them over HTTP for the API tests.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export const TEST_OIDC_CLIENT_ID = 'escola-teste';
export const TEST_OIDC_CLIENT_SECRET = 'segredo-do-cliente-oidc-de-teste-0123456789';

export type TestOidcAccount = {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
};

export const startTestOidcProvider = async ({
  redirectUris,
  hostname = '127.0.0.1',
  claimsInIdToken = true,
  port: requestedPort = 0,
  findClaims,
}: {
  redirectUris: string[];
  /** 'localhost' keeps the provider's cookies apart from an app on 127.0.0.1 (a browser's jar is per host). */
  hostname?: 'localhost' | '127.0.0.1';
  /** Like Google, the ID token carries e-mail and profile; false sends them by UserInfo only. */
  claimsInIdToken?: boolean;
  /** A fixed port (default: a free one). */
  port?: number;
  /** Claims of accounts not set with setAccount (the e2e run reads them from files). */
  findClaims?: (accountId: string) => TestOidcAccount | undefined;
}) => {
  const accounts = new Map<string, TestOidcAccount>();
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(requestedPort, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${hostname}:${port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_OIDC_CLIENT_ID,
        client_secret: TEST_OIDC_CLIENT_SECRET,
        redirect_uris: redirectUris,
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    conformIdTokenClaims: !claimsInIdToken,
    cookies: { keys: ['chave-dos-cookies-do-provedor-de-teste'] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    // Explicit lifetimes (seconds), so the provider does not print a notice for each default.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    findAccount: (_context, accountId) => ({
      accountId,
      claims: () => ({
        ...(accounts.get(accountId) ?? findClaims?.(accountId) ?? {}),
        sub: accountId,
      }),
    }),
  });
  server.on('request', provider.callback());

  return {
    issuer,
    /** The claims the provider answers for `account.sub` (the login typed at its page). */
    setAccount: (account: TestOidcAccount) => {
      accounts.set(account.sub, account);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

export type TestOidcProvider = Awaited<ReturnType<typeof startTestOidcProvider>>;

const readCookies = (jar: Map<string, string>, response: Response) => {
  for (const header of response.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    if (value === '' || /expires=Thu, 01 Jan 1970/i.test(header)) jar.delete(name);
    else jar.set(name, value);
  }
};

const MAXIMUM_STEPS = 12;

/**
 * Plays the browser at the provider: opens the authorization URL, signs in as `accountId` (any
 * password: these are development pages), consents — or cancels with `cancel` — and returns the
 * URL the provider sends the browser back to (the app's callback with code or error).
 */
export const signInAtProvider = async ({
  authorizationUrl,
  accountId,
  redirectUri,
  cancel = false,
}: {
  authorizationUrl: string;
  accountId: string;
  redirectUri: string;
  cancel?: boolean;
}): Promise<URL> => {
  const jar = new Map<string, string>();
  let url = new URL(authorizationUrl);
  let form: URLSearchParams | undefined;
  for (let step = 0; step < MAXIMUM_STEPS; step += 1) {
    if (url.href.startsWith(redirectUri)) return url;
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form,
    });
    readCookies(jar, response);
    form = undefined;
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      continue;
    }
    const page = await response.text();
    if (response.status !== 200) throw new Error(`provedor respondeu ${response.status}: ${page}`);
    if (cancel) {
      url = new URL(`${url.pathname}/abort`, url);
    } else if (page.includes('name="prompt" value="login"')) {
      form = new URLSearchParams({ prompt: 'login', login: accountId, password: 'qualquer' });
    } else if (page.includes('name="prompt" value="consent"')) {
      form = new URLSearchParams({ prompt: 'consent' });
    } else {
      throw new Error(`página inesperada do provedor: ${page.slice(0, 500)}`);
    }
  }
  throw new Error('o provedor não devolveu o navegador ao site');
};
