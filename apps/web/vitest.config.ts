import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Only a hang-catcher: no test's verdict may depend on CPU speed (decision 029).
    testTimeout: 60_000,
  },
});
