// Starts the built app with a database of its own for this run and stops it afterwards.
// Tests find the run's state through E2E_STATE_DIR and, on PostgreSQL, E2E_DATABASE_URL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startMailDrop } from './mail-drop';
import { startModelServer } from './model-server';
import { startOidcProvider } from './oidc-provider';
import { startPaymentProvider } from './payment-provider';
import { prepareDatabase } from './prepare-database';
import { startSalesSystem } from './sales-system';
import { readE2ePort } from './run-environment';
import { startAppServer } from './start-app-server';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const stateDirectory = mkdtempSync(path.join(tmpdir(), 'escola-e2e-'));
  const database = await prepareDatabase({ stateDirectory });
  const mailDrop = await startMailDrop({ stateDirectory });
  const port = readE2ePort();
  // "Entrar com Google" against a local OpenID Connect provider (decision 013).
  const oidcProvider = await startOidcProvider({
    stateDirectory,
    appBaseUrl: `http://127.0.0.1:${port}`,
  });
  // "Já paguei: verificar pagamento" against a local fake payment provider (issue 17).
  const paymentProvider = await startPaymentProvider();
  // "Sincronizar produtos" against a local fake sales system (issue 19).
  const salesSystem = await startSalesSystem();
  // The AI assistant's answers from a local fake model server (issue 21).
  const modelServer = await startModelServer();
  const server = await startAppServer({
    port,
    environment: {
      ...database.serverEnvironment,
      // Links in e-mails must point at the host the browser uses (cookies are per host).
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: mailDrop.smtpUrl,
      ...oidcProvider.serverEnvironment,
      ...paymentProvider.serverEnvironment,
      ...salesSystem.serverEnvironment,
      ...modelServer.serverEnvironment,
    },
    logFile: path.join(stateDirectory, 'server.log'),
  }).catch(async (error: unknown) => {
    await mailDrop.close();
    await oidcProvider.close();
    await paymentProvider.close();
    await salesSystem.close();
    await modelServer.close();
    await database.cleanup();
    throw error;
  });
  process.env.E2E_STATE_DIR = stateDirectory;
  if (database.databaseUrl) process.env.E2E_DATABASE_URL = database.databaseUrl;

  return async () => {
    await server.stop();
    await mailDrop.close();
    await oidcProvider.close();
    await paymentProvider.close();
    await salesSystem.close();
    await modelServer.close();
    await database.cleanup();
    rmSync(stateDirectory, { recursive: true, force: true });
  };
}
