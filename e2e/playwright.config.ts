// Playwright against the built app, on Debian's Chromium (never a downloaded browser).
// The global setup starts `npm start`'s server on E2E_PORT with a database of its own.
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, isCi } from '../scripts/lib/chromium.mjs';
import { readE2ePort, readOutputDirectory } from './support/run-environment';

const port = readE2ePort();

export default defineConfig({
  testDir: './tests',
  outputDir: readOutputDirectory(),
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: isCi(),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'pt-BR',
    trace: 'retain-on-failure',
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
