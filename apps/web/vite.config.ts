import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { RUNNER_WORKER_OPTIONS } from '../../packages/runner/vite-worker-options';
import { fontPreload } from './vite-font-preload';
import { prerenderPages } from './vite-prerender';
import { runnerFrameAssets } from './vite-runner-frame-assets';
import { serviceWorker } from './vite-pwa';

const publicDirectory = fileURLToPath(new URL('./public', import.meta.url));
const apiPort = process.env.API_PORT ?? '3001';

/** Requests Vite answers itself: its own endpoints, modules, and files of public/. */
const VITE_PREFIXES = ['/@', '/src/', '/node_modules/', '/__vite', '/__open-in-editor'];

const isViteRequest = (url: string): boolean => {
  const path = url.split('?')[0] ?? url;
  if (VITE_PREFIXES.some((prefix) => path.startsWith(prefix))) return true;
  return path !== '/' && existsSync(`${publicDirectory}${decodeURIComponent(path)}`);
};

const isHtmlNavigation = (request: IncomingMessage): boolean =>
  (request.headers.accept ?? '').includes('text/html');

export default defineConfig({
  plugins: [react(), runnerFrameAssets(), serviceWorker(), fontPreload(), prerenderPages()],
  // Runner workers run learner code: they live under /runner/, where the API serves its own
  // policy (eval allowed, no network) instead of the app's strict one (decision 024).
  worker: RUNNER_WORKER_OPTIONS,
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    // The code editor's lazy chunk (CodeMirror with its languages) is ~560 kB raw, ~195 kB gzip,
    // within the challenge page's budget (bench:bundle).
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 3000),
    strictPort: true,
    proxy: {
      // Every API call goes to the API; HTML navigations and Vite's own requests stay here.
      '/': {
        target: `http://127.0.0.1:${apiPort}`,
        changeOrigin: false,
        bypass: (request) => {
          const url = request.url ?? '/';
          if (isHtmlNavigation(request) || isViteRequest(url)) return url;
          return undefined;
        },
      },
    },
  },
});
