// A small static server for the headless harness (Node, no framework): the harness build
// (packages/runner/dist/harness/) and the frame build (packages/runner/dist/frame/, under
// RUNNER_FRAME_DIRECTORY with FRAME_ASSET_HEADERS), on 127.0.0.1. Policies as the app serves them:
// the page gets a strict policy like the app's (so the runner is proven to work under it), the
// test workers under /runner/ the runner's (eval, no network).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  FRAME_ASSET_HEADERS,
  RUNNER_CONTENT_SECURITY_POLICY,
  RUNNER_FRAME_DIRECTORY,
} from '../src/frame-policy';

export const HARNESS_DIRECTORY = fileURLToPath(new URL('../dist/harness/', import.meta.url));
export const FRAME_DIRECTORY = fileURLToPath(new URL('../dist/frame/', import.meta.url));

/** Folder of the harness build's workers (vite.config.ts), as in the web app. */
const WORKER_DIRECTORY = '/runner/';

/**
 * A JSON file any origin may read (CORS allowed): learner code that fetches it and fails was
 * stopped by the runner's isolation, not by the server.
 */
export const SECRET_PATH = '/segredo.json';
export const SECRET_BODY = JSON.stringify({ segredo: 'o código do aluno não pode ler isto' });

/**
 * An image that comes after `?ms=` milliseconds (at most SLOW_IMAGE_MAX_MS): a learner's page
 * whose `load` waits for it is slow to load without any script of its own (a big photo on a slow
 * connection), as the page-load budget of the tests must allow.
 */
export const SLOW_IMAGE_PATH = '/imagem-lenta.png';
export const SLOW_IMAGE_MAX_MS = 60_000;
/** A 1 × 1 PNG. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const sendSlowImage = (response: ServerResponse, delay: string | null) => {
  const milliseconds = Math.min(Math.max(Number(delay) || 0, 0), SLOW_IMAGE_MAX_MS);
  const timer = setTimeout(() => {
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' });
    response.end(PIXEL);
  }, milliseconds);
  // A server closing (or a page going away) does not wait for the image.
  timer.unref();
  response.on('close', () => clearTimeout(timer));
};

/** Mirrors the app's policy (apps/api security-headers.ts): self only, no inline script. */
const PAGE_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "base-uri 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export const getContentType = (filePath: string): string =>
  CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';

type Route = { root: string; relative: string; headers: Readonly<Record<string, string>> };

/** Which folder a URL path is served from, and with which headers; null: not ours. */
const route = ({
  pathname,
  harnessDirectory,
  frameDirectory,
}: {
  pathname: string;
  harnessDirectory: string;
  frameDirectory: string;
}): Route => {
  if (pathname.startsWith(RUNNER_FRAME_DIRECTORY)) {
    return {
      root: frameDirectory,
      relative: pathname.slice(RUNNER_FRAME_DIRECTORY.length),
      headers: FRAME_ASSET_HEADERS,
    };
  }
  if (pathname.startsWith(WORKER_DIRECTORY)) {
    return {
      root: harnessDirectory,
      relative: pathname.slice(1),
      headers: { 'content-security-policy': RUNNER_CONTENT_SECURITY_POLICY },
    };
  }
  return {
    root: harnessDirectory,
    relative: pathname === '/' ? 'index.html' : pathname.slice(1),
    headers: { 'content-security-policy': PAGE_CONTENT_SECURITY_POLICY },
  };
};

/** The file a request names, or null when it leaves its folder or is not a file. */
const resolveFile = async ({ root, relative }: Route): Promise<string | null> => {
  const absolute = path.resolve(root, relative);
  if (!absolute.startsWith(root + path.sep)) return null;
  const stats = await stat(absolute).catch(() => null);
  return stats?.isFile() ? absolute : null;
};

const send = (
  response: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = {},
) => {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
  response.end(body);
};

const handle = async (
  request: IncomingMessage,
  response: ServerResponse,
  folders: { harnessDirectory: string; frameDirectory: string },
) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    send(response, 405, 'Método não permitido', { allow: 'GET, HEAD' });
    return;
  }
  let pathname: string;
  let url: URL;
  try {
    url = new URL(request.url ?? '/', 'http://harness');
    pathname = decodeURIComponent(url.pathname);
  } catch {
    send(response, 400, 'Endereço inválido');
    return;
  }
  if (pathname === SLOW_IMAGE_PATH) {
    sendSlowImage(response, url.searchParams.get('ms'));
    return;
  }
  if (pathname === SECRET_PATH) {
    send(response, 200, SECRET_BODY, {
      'content-type': 'application/json; charset=utf-8',
      'access-control-allow-origin': '*',
    });
    return;
  }
  const target = route({ pathname, ...folders });
  const file = await resolveFile(target);
  if (!file) {
    send(response, 404, `Não encontrado: ${pathname}`, { ...target.headers });
    return;
  }
  response.writeHead(200, {
    'content-type': getContentType(file),
    'cache-control': 'no-cache',
    ...target.headers,
  });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  createReadStream(file)
    .on('error', () => response.destroy())
    .pipe(response);
};

export type HarnessServer = { url: string; close(): Promise<void> };

/** Serves the harness and frame builds on 127.0.0.1 (a free port unless one is given). */
export const startHarnessServer = async ({
  port = 0,
  harnessDirectory = HARNESS_DIRECTORY,
  frameDirectory = FRAME_DIRECTORY,
}: {
  port?: number;
  harnessDirectory?: string;
  frameDirectory?: string;
} = {}): Promise<HarnessServer> => {
  const folders = {
    harnessDirectory: path.resolve(harnessDirectory),
    frameDirectory: path.resolve(frameDirectory),
  };
  const server = createServer((request, response) => {
    handle(request, response, folders).catch((error: unknown) => {
      if (!response.headersSent) send(response, 500, String(error));
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: chosen } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${chosen}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};
