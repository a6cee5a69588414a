// A second app server for the analytics-consent journeys (issue 19): the run's server has no
// TAG_MANAGER_ID (the default, so no other journey sees a consent banner); this one has, on a
// free port and an embedded database of its own (visitor pages only: no demo school, no jobs).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort } from '../../scripts/lib/find-free-port.mjs';
import { startAppServer, type AppServer } from './start-app-server';

export const E2E_TAG_MANAGER_ID = 'GTM-E2E1234';

export async function startTagManagerApp(): Promise<AppServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'escola-e2e-tag-manager-'));
  const port = String(await findFreePort());
  const server = await startAppServer({
    port,
    environment: {
      DATA_DIR: path.join(directory, 'data'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO_SCHOOL: 'false',
      JOBS_ENABLED: 'false',
      TAG_MANAGER_ID: E2E_TAG_MANAGER_ID,
    },
    logFile: path.join(directory, 'server.log'),
  }).catch((error: unknown) => {
    rmSync(directory, { recursive: true, force: true });
    throw error;
  });
  return {
    baseUrl: server.baseUrl,
    stop: async () => {
      await server.stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
