import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
  plugins: [react()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
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
