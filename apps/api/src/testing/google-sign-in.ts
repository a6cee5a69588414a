// Test helper: a whole "Entrar com Google" round trip — GET /signin-google through app.inject, the
// provider's pages over HTTP (signInAtProvider), then the callback through app.inject with the
// cookies a browser would carry.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { signInAtProvider } from './start-test-oidc-provider';

/** The `name=value` pairs of the response's Set-Cookie headers, as a browser would send them back. */
export const rawCookiesOf = (response: LightMyRequestResponse): Record<string, string> => {
  const header = response.headers['set-cookie'];
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  return Object.fromEntries(
    lines
      .map((line) => line.split(';', 1)[0] ?? '')
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
};

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,*/*;q=0.8';

export const startGoogleSignIn = ({ app, query = '' }: { app: FastifyInstance; query?: string }) =>
  app.inject({
    method: 'GET',
    url: `/signin-google${query}`,
    headers: { accept: BROWSER_ACCEPT },
  });

export const openGoogleCallback = ({
  app,
  callbackUrl,
  cookie,
}: {
  app: FastifyInstance;
  callbackUrl: URL;
  cookie: string;
}) =>
  app.inject({
    method: 'GET',
    url: `${callbackUrl.pathname}${callbackUrl.search}`,
    headers: { accept: BROWSER_ACCEPT, cookie },
  });

/** Start, sign in at the provider as `accountId`, come back: the callback's response. */
export const signInWithGoogleRoundTrip = async ({
  app,
  accountId,
  redirectUri,
  query = '',
  cancel = false,
  extraCookies = {},
  editCallbackUrl = (url: URL) => url,
}: {
  app: FastifyInstance;
  accountId: string;
  redirectUri: string;
  query?: string;
  cancel?: boolean;
  extraCookies?: Record<string, string>;
  editCallbackUrl?: (url: URL) => URL;
}) => {
  const start = await startGoogleSignIn({ app, query });
  if (start.statusCode !== 302) throw new Error(`início do login com Google: ${start.body}`);
  const callbackUrl = await signInAtProvider({
    authorizationUrl: String(start.headers.location),
    accountId,
    redirectUri,
    cancel,
  });
  const cookies = { ...rawCookiesOf(start), ...extraCookies };
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  const response = await openGoogleCallback({
    app,
    callbackUrl: editCallbackUrl(callbackUrl),
    cookie,
  });
  return { start, response };
};
