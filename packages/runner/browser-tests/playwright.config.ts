// The runner's browser tests: real Chromium (Debian's, never a downloaded one), the headless
// harness page served by the global setup. Run with `npm run test:runner` (builds first).
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, isCi } from '../../../scripts/lib/chromium.mjs';
import { readHarnessPort } from './harness-port';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../../../test-results/runner',
  globalSetup: './global-setup.ts',
  // Two cores here: the timing tests (a click answers within 200 ms while a loop runs) must not
  // compete with another browser for them.
  fullyParallel: false,
  workers: 1,
  forbidOnly: isCi(),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${readHarnessPort()}`,
    locale: 'pt-BR',
    // No DOM snapshots: taking one waits for every frame, a looping one too, which would hold up
    // the very actions the loop tests time.
    trace: { mode: 'retain-on-failure', screenshots: true, snapshots: false },
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
