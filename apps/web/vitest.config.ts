import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    // Worker threads start faster than the default child processes: the whole web project took
    // 375 s instead of 482 s on this 2-core machine under the same load (issue 16).
    pool: 'threads',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Only a hang-catcher: no test's verdict may depend on CPU speed (decision 029).
    testTimeout: 60_000,
  },
});
