import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'db',
    environment: 'node',
    pool: 'threads',
    globalSetup: ['./src/testing-global-setup.ts'],
    // Opening PGlite (WebAssembly Postgres) takes seconds on a busy two-core machine.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
