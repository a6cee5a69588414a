// The runner's frame document and scripts (built by `npm run build:frame -w @escola/runner` into
// packages/runner/dist/frame/) under RUNNER_FRAME_DIRECTORY: served with their own headers by the
// dev server, copied into the build for the API to serve (apps/api security headers).
import { cpSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import {
  FRAME_ASSET_HEADERS,
  RUNNER_FRAME_DIRECTORY,
} from '../../packages/runner/src/frame-policy';

const frameDirectory = fileURLToPath(new URL('../../packages/runner/dist/frame', import.meta.url));
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

export const runnerFrameAssets = (): Plugin => ({
  name: 'escola-runner-frame-assets',
  configureServer(server) {
    server.middlewares.use(RUNNER_FRAME_DIRECTORY, (request, response, next) => {
      const name = path.basename((request.url ?? '').split('?')[0] ?? '');
      const file = path.join(frameDirectory, name);
      if (!name || !existsSync(file)) return next();
      response.setHeader('content-type', CONTENT_TYPES[path.extname(name)] ?? 'text/plain');
      for (const [header, value] of Object.entries(FRAME_ASSET_HEADERS)) {
        response.setHeader(header, value);
      }
      response.end(readFileSync(file));
    });
  },
  writeBundle(options) {
    if (!existsSync(frameDirectory)) {
      throw new Error('Falta o frame do runner: rode `npm run build:frame -w @escola/runner`.');
    }
    const target = path.join(options.dir ?? 'dist', RUNNER_FRAME_DIRECTORY);
    cpSync(frameDirectory, target, { recursive: true });
  },
});
