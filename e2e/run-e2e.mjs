// `npm run test:e2e`: Playwright journeys against the built app on Debian's Chromium.
// Without /usr/bin/chromium the journeys are skipped with a loud warning — except under CI, where
// a missing browser fails the run. Never downloads a browser.
import { fileURLToPath } from 'node:url';
import { exitUnlessChromium } from '../scripts/lib/chromium.mjs';
import { ensureBuilds } from '../scripts/lib/ensure-builds.mjs';
import { findFreePort } from '../scripts/lib/find-free-port.mjs';
import { runPlaywright } from '../scripts/lib/run-playwright.mjs';

exitUnlessChromium({ suite: 'TESTES END-TO-END' });
ensureBuilds();
const port = process.env.E2E_PORT ?? String(await findFreePort());
runPlaywright({
  configFile: fileURLToPath(new URL('playwright.config.ts', import.meta.url)),
  env: { ...process.env, E2E_PORT: port },
});
