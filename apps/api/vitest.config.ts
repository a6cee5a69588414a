import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    // Integration tests open a database each; PGlite start-up is the slow part.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
