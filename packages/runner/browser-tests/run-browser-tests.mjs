// `npm run test:runner`: the runner's browser tests (Playwright, Debian's Chromium) against the
// headless harness. Builds the frame and the harness first when stale. Without /usr/bin/chromium
// the tests are skipped with a loud warning — except under CI, where that fails the run.
import { fileURLToPath } from 'node:url';
import { exitUnlessChromium } from '../../../scripts/lib/chromium.mjs';
import { findFreePort } from '../../../scripts/lib/find-free-port.mjs';
import { runPlaywright } from '../../../scripts/lib/run-playwright.mjs';
import { ensureRunnerBuilds } from '../../../scripts/lib/runner-builds.mjs';

exitUnlessChromium({ suite: 'TESTES DO RUNNER NO NAVEGADOR' });
ensureRunnerBuilds();
const port = process.env.RUNNER_HARNESS_PORT ?? String(await findFreePort());
runPlaywright({
  configFile: fileURLToPath(new URL('playwright.config.ts', import.meta.url)),
  env: { ...process.env, RUNNER_HARNESS_PORT: port },
});
