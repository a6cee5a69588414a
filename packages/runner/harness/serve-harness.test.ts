import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRAME_ASSET_HEADERS } from '../src/frame-policy';
import {
  SECRET_PATH,
  SLOW_IMAGE_PATH,
  startHarnessServer,
  type HarnessServer,
} from './serve-harness';

let root: string;
let server: HarnessServer;

const write = (file: string, contents: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), contents);
};

/** A raw GET (fetch would normalise `..` away before sending it). */
const get = (pathname: string) =>
  new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const url = new URL(server.url);
      request({ host: url.hostname, port: url.port, path: pathname }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      })
        .on('error', reject)
        .end();
    },
  );

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'serve-harness-'));
  write('harness/index.html', '<h1>harness</h1>');
  write('harness/assets/index.js', 'console.log(1)');
  write('harness/runner/test-worker.js', 'self.onmessage = () => {}');
  write('frame/host.html', '<h1>frame</h1>');
  write('frame/react-runtime.js', 'var React');
  write('segredo-fora.txt', 'fora');
  server = await startHarnessServer({
    harnessDirectory: path.join(root, 'harness'),
    frameDirectory: path.join(root, 'frame'),
  });
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('startHarnessServer', () => {
  it('listens on 127.0.0.1 on a port of its own', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('serves the harness page under a strict policy (no inline script)', async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.body).toBe('<h1>harness</h1>');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    const script = await get('/assets/index.js');
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('serves the frame build under /runner/frame/ with the frame headers', async () => {
    for (const [pathname, type] of [
      ['/runner/frame/host.html', 'text/html; charset=utf-8'],
      ['/runner/frame/react-runtime.js', 'text/javascript; charset=utf-8'],
    ] as const) {
      const response = await get(pathname);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers).toMatchObject(FRAME_ASSET_HEADERS);
    }
  });

  it('gives the test workers the runner policy: eval, no network', async () => {
    const response = await get('/runner/test-worker.js');
    expect(response.status).toBe(200);
    expect(response.headers['content-security-policy']).toContain("connect-src 'none'");
    expect(response.headers['content-security-policy']).toContain("'unsafe-eval'");
  });

  it('answers 404 outside its folders, and for a path that climbs out', async () => {
    expect((await get('/nao-existe.js')).status).toBe(404);
    expect((await get('/runner/frame/../../segredo-fora.txt')).status).toBe(404);
    expect((await get('/runner/frame/%2e%2e/%2e%2e/segredo-fora.txt')).status).toBe(404);
  });

  it('serves the file learner code must fail to read to any origin', async () => {
    const response = await get(SECRET_PATH);
    expect(response.status).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('serves a small PNG after the delay asked for (a page slow to load)', async () => {
    const response = await get(`${SLOW_IMAGE_PATH}?ms=20`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.body.startsWith('\uFFFDPNG')).toBe(true);
  });
});
