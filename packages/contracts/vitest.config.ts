import { defineConfig } from 'vitest/config';

// Synchronous schema tests: no time limit, so a busy machine makes them slower, never failing.
export default defineConfig({ test: { name: 'contracts', environment: 'node', testTimeout: 0 } });
