import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    // Worker threads start faster than child processes: the server-side projects took 237 s
    // instead of 410 s on this 2-core machine under the same load (issue 16).
    pool: 'threads',
    // Integration tests open a database each; PGlite start-up is the slow part.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
