// The e2e run's identity provider standing in for Google: the API tests' oidc-provider helper,
// started by each worker's setup on localhost (the app is on 127.0.0.1, so the browser keeps the
// two sites' cookies apart). Journeys (other processes) register the claims of an account as a JSON
// file in the run's state folder; the login typed at the provider's page names the file.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  TEST_OIDC_CLIENT_ID,
  TEST_OIDC_CLIENT_SECRET,
  startTestOidcProvider,
  type TestOidcAccount,
} from '@escola/api/testing/start-test-oidc-provider';
import { readStateDirectory } from './run-environment';

const ACCOUNT_ID_PATTERN = /^[a-z0-9-]{1,64}$/;

const accountsFolder = (stateDirectory: string) => path.join(stateDirectory, 'oidc-accounts');

export async function startOidcProvider({
  stateDirectory,
  appBaseUrl,
}: {
  stateDirectory: string;
  appBaseUrl: string;
}) {
  const folder = accountsFolder(stateDirectory);
  mkdirSync(folder, { recursive: true });
  const provider = await startTestOidcProvider({
    redirectUris: [`${appBaseUrl}/signin-google/callback`],
    hostname: 'localhost',
    findClaims: (accountId) => {
      if (!ACCOUNT_ID_PATTERN.test(accountId)) return undefined;
      try {
        return JSON.parse(
          readFileSync(path.join(folder, `${accountId}.json`), 'utf8'),
        ) as TestOidcAccount;
      } catch {
        return undefined;
      }
    },
  });
  return {
    serverEnvironment: {
      GOOGLE_CLIENT_ID: TEST_OIDC_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: TEST_OIDC_CLIENT_SECRET,
      GOOGLE_ISSUER: provider.issuer,
    },
    close: provider.close,
  };
}

/** Makes `account.sub` a login of the provider, with these claims. */
export function registerGoogleAccount(account: TestOidcAccount): void {
  if (!ACCOUNT_ID_PATTERN.test(account.sub)) throw new Error(`sub inválido: ${account.sub}`);
  const file = path.join(accountsFolder(readStateDirectory()), `${account.sub}.json`);
  writeFileSync(`${file}.tmp`, JSON.stringify(account));
  renameSync(`${file}.tmp`, file);
}
