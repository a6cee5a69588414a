// Playwright against the built app, on Debian's Chromium (never a downloaded browser).
// Each worker starts `npm start`'s server with a database of its own (fixtures/run-environment.ts)
// and takes the next file when it is free: E2E_WORKERS of them, 2 by default (decision 053).
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, isCi } from '../scripts/lib/chromium.mjs';

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  // A file's journeys run in order in one worker; files are spread over the workers.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS) || 2,
  forbidOnly: isCi(),
  retries: 0,
  // Only a hang-catcher: no journey's verdict may depend on CPU speed (decision 029). With two
  // workers on two cores a long admin journey took 33 s once.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    locale: 'pt-BR',
    // Recording a trace for every journey costs about 15 % of the run (decision 053): a failure
    // keeps its screenshot and error context; E2E_TRACE=1 records traces and keeps the failures'.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // Each new context would install the service worker and download its precache (~1 MB of
    // chunks): only offline-navigation.spec.ts, which is about the worker, allows it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
});
