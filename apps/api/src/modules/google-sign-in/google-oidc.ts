// The OpenID Connect client of "Entrar com Google" (openid-client 6). The issuer's metadata is
// discovered at the first sign-in, not at start (a start never waits for Google), and kept; a failed
// discovery is not kept, so the next sign-in tries again.
import * as client from 'openid-client';
import type { GoogleConfig } from '../../config';

const DISCOVERY_TIMEOUT_SECONDS = 10;
export const GOOGLE_SCOPE = 'openid email profile';

/** What the authorization request needs back at the callback (kept in a signed cookie). */
export type AuthorizationChecks = { state: string; nonce: string; codeVerifier: string };

export type GoogleOidc = ReturnType<typeof createGoogleOidc>;

export const createGoogleOidc = (google: GoogleConfig) => {
  let configuration: Promise<client.Configuration> | undefined;

  const discover = () =>
    client.discovery(new URL(google.issuer), google.clientId, google.clientSecret, undefined, {
      timeout: DISCOVERY_TIMEOUT_SECONDS,
      // http only for a local issuer (config.ts allows it on localhost alone: the tests' provider).
      execute: new URL(google.issuer).protocol === 'http:' ? [client.allowInsecureRequests] : [],
    });

  /** The discovered configuration; rejects when the issuer cannot be reached. */
  const getConfiguration = (): Promise<client.Configuration> => {
    configuration ??= discover().catch((error: unknown) => {
      configuration = undefined;
      throw error;
    });
    return configuration;
  };

  /** The provider's authorization URL and the random checks it was built with. */
  const startAuthorization = async ({
    redirectUri,
  }: {
    redirectUri: string;
  }): Promise<{ url: URL; checks: AuthorizationChecks }> => {
    const config = await getConfiguration();
    const codeVerifier = client.randomPKCECodeVerifier();
    const checks = { state: client.randomState(), nonce: client.randomNonce(), codeVerifier };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: GOOGLE_SCOPE,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state: checks.state,
      nonce: checks.nonce,
    });
    return { url, checks };
  };

  /**
   * Exchanges the callback's code (checking state, nonce, PKCE, issuer and the ID token) and returns
   * the identity claims; when the ID token lacks the e-mail, the UserInfo endpoint supplies it.
   */
  const finishAuthorization = async ({
    callbackUrl,
    checks,
  }: {
    callbackUrl: URL;
    checks: AuthorizationChecks;
  }): Promise<Record<string, unknown>> => {
    const config = await getConfiguration();
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims();
    if (!idToken) throw new Error('resposta do provedor sem ID token');
    if (idToken.email !== undefined) return { ...idToken };
    const userInfo = await client.fetchUserInfo(config, tokens.access_token, idToken.sub);
    return {
      ...userInfo,
      ...idToken,
      email: userInfo.email,
      email_verified: userInfo.email_verified,
    };
  };

  return { getConfiguration, startAuthorization, finishAuthorization };
};

/** The provider said the user cancelled (error=access_denied at the callback). */
export const isAccessDenied = (error: unknown): boolean =>
  error instanceof client.AuthorizationResponseError && error.error === 'access_denied';
