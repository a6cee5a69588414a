import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import {
  TEST_OIDC_CLIENT_ID,
  TEST_OIDC_CLIENT_SECRET,
  startTestOidcProvider,
  type TestOidcProvider,
} from '../../testing/start-test-oidc-provider';
import { createGoogleOidc } from './google-oidc';

const freePort = async (): Promise<number> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
};

describe('createGoogleOidc', () => {
  let provider: TestOidcProvider | undefined;
  afterAll(async () => provider?.close());

  it('discovers at first use, keeps the result, and retries after a failed discovery', async () => {
    const port = await freePort();
    const google = createGoogleOidc({
      issuer: `http://127.0.0.1:${port}`,
      clientId: TEST_OIDC_CLIENT_ID,
      clientSecret: TEST_OIDC_CLIENT_SECRET,
    });
    await expect(google.getConfiguration()).rejects.toThrow();

    provider = await startTestOidcProvider({ redirectUris: ['http://escola.teste/cb'], port });
    const first = await google.getConfiguration();
    expect(first.serverMetadata().issuer).toBe(provider.issuer);
    expect(await google.getConfiguration()).toBe(first);
  });
});
