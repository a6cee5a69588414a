// `npm run test:e2e`: Playwright journeys against the built app on Debian's Chromium.
// Without /usr/bin/chromium the journeys are skipped with a loud warning — except under CI, where
// a missing browser fails the run. Never downloads a browser.
// The journeys run on E2E_WORKERS Playwright workers (default 2, both cores; decision 053), each
// with its own server, database, mail drop and fake services (fixtures/run-environment.ts).
import { fileURLToPath } from 'node:url';
import { exitUnlessChromium } from '../scripts/lib/chromium.mjs';
import { ensureBuilds } from '../scripts/lib/ensure-builds.mjs';
import { runPlaywright } from '../scripts/lib/run-playwright.mjs';

exitUnlessChromium({ suite: 'TESTES END-TO-END' });
const workers = process.env.E2E_WORKERS;
if (workers !== undefined && !(Number.isInteger(Number(workers)) && Number(workers) >= 1)) {
  console.error(`E2E_WORKERS deve ser um número inteiro maior que zero (recebido: ${workers}).`);
  process.exit(1);
}
ensureBuilds();
runPlaywright({ configFile: fileURLToPath(new URL('playwright.config.ts', import.meta.url)) });
