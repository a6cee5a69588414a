// One run environment for one Playwright worker: the built app on a free port with a database of
// its own, its mail drop and the fake outside services it talks to (decision 053). Tests find it
// through E2E_STATE_DIR and, on PostgreSQL, E2E_DATABASE_URL (support/run-environment.ts), which
// the worker's fixture sets (fixtures/run-environment.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort } from '../../scripts/lib/find-free-port.mjs';
import { startMailDrop } from './mail-drop';
import { startModelServer } from './model-server';
import { startOidcProvider } from './oidc-provider';
import { startPaymentProvider } from './payment-provider';
import { prepareDatabase } from './prepare-database';
import { startSalesSystem } from './sales-system';
import { startAppServer } from './start-app-server';

export type RunEnvironment = {
  baseUrl: string;
  stateDirectory: string;
  /** Set when the run's database is PostgreSQL (TEST_DATABASE_URL). */
  databaseUrl: string | undefined;
  stop(): Promise<void>;
};

export async function startRunEnvironment(): Promise<RunEnvironment> {
  const stateDirectory = mkdtempSync(path.join(tmpdir(), 'escola-e2e-'));
  const database = await prepareDatabase({ stateDirectory });
  const mailDrop = await startMailDrop({ stateDirectory });
  const port = String(await findFreePort());
  const appBaseUrl = `http://127.0.0.1:${port}`;
  // "Entrar com Google" against a local OpenID Connect provider (decision 013).
  const oidcProvider = await startOidcProvider({ stateDirectory, appBaseUrl });
  // "Já paguei: verificar pagamento" against a local fake payment provider (issue 17).
  const paymentProvider = await startPaymentProvider();
  // "Sincronizar produtos" against a local fake sales system (issue 19).
  const salesSystem = await startSalesSystem();
  // The AI assistant's answers from a local fake model server (issue 21).
  const modelServer = await startModelServer();
  const closeAll = async () => {
    await mailDrop.close();
    await oidcProvider.close();
    await paymentProvider.close();
    await salesSystem.close();
    await modelServer.close();
    await database.cleanup();
    rmSync(stateDirectory, { recursive: true, force: true });
  };
  const server = await startAppServer({
    port,
    environment: {
      ...database.serverEnvironment,
      // Links in e-mails must point at the host the browser uses (cookies are per host).
      PUBLIC_URL: appBaseUrl,
      SMTP_URL: mailDrop.smtpUrl,
      ...oidcProvider.serverEnvironment,
      ...paymentProvider.serverEnvironment,
      ...salesSystem.serverEnvironment,
      ...modelServer.serverEnvironment,
    },
    logFile: path.join(stateDirectory, 'server.log'),
  }).catch(async (error: unknown) => {
    await closeAll();
    throw error;
  });
  return {
    baseUrl: server.baseUrl,
    stateDirectory,
    databaseUrl: database.databaseUrl,
    stop: async () => {
      await server.stop();
      await closeAll();
    },
  };
}
