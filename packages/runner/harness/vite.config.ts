// The headless harness page (packages/runner/harness) → packages/runner/dist/harness/.
// Workers are emitted under /runner/ as in the web app (apps/web/vite.config.ts), where the
// harness server gives them the runner's policy; /runner/frame/ is the frame build's.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { RUNNER_WORKER_OPTIONS } from '../vite-worker-options';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  publicDir: false,
  logLevel: 'warn',
  worker: RUNNER_WORKER_OPTIONS,
  build: {
    outDir: fileURLToPath(new URL('../dist/harness', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 4000,
  },
});
