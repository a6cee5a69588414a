import { configDefaults, defineConfig } from 'vitest/config';

// The runner's pure parts run here; workers and frames run in Chromium: the runner's browser
// tests (browser-tests/, `npm run test:runner`, Playwright) and the e2e journeys.
export default defineConfig({
  test: {
    name: 'runner',
    environment: 'node',
    exclude: [...configDefaults.exclude, 'browser-tests/**'],
  },
});
