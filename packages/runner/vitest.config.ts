import { configDefaults, defineConfig } from 'vitest/config';

// The runner's pure parts run here; workers and frames run in Chromium: the runner's browser
// tests (browser-tests/, `npm run test:runner`, Playwright) and the e2e journeys. The time limits
// only catch a hang: the slowest file takes well under a second, so no busy machine reaches them.
export default defineConfig({
  test: {
    name: 'runner',
    environment: 'node',
    pool: 'threads',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    exclude: [...configDefaults.exclude, 'browser-tests/**'],
  },
});
