import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    // Worker threads start faster than child processes: the server-side projects took 237 s
    // instead of 410 s on this 2-core machine under the same load (issue 16).
    pool: 'threads',
    // One module graph per worker, not per file: the app's ~1 s import was paid by each of the 139
    // files (decision 051). The tests share no module state:
    // each builds its own app on a database of its own.
    isolate: false,
    // Integration tests open a database each; PGlite start-up is the slow part.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
