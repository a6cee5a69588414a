import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { buildTestApp, type TestApp } from '../testing/build-test-app';

const INDEX_HTML = '<!doctype html><html lang="pt-BR"><body><div id="root"></div></body></html>';
const HTML_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('serving the SPA', () => {
  let testApp: TestApp;
  let directory: string;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'escola-web-'));
    const dist = path.join(directory, 'dist');
    const pageData = path.join(directory, 'page-data');
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    await mkdir(path.join(pageData, 'learn'), { recursive: true });
    await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
    await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app");');
    await mkdir(path.join(dist, 'runner'), { recursive: true });
    await writeFile(path.join(dist, 'runner', 'test-worker-abc123.js'), 'self.onmessage = null;');
    await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(path.join(dist, 'sw.js'), 'importScripts("./workbox-abc123.js");');
    await writeFile(path.join(pageData, 'learn', 'page-data.json'), '{"titulo":"Aprender"}');
    testApp = await buildTestApp({
      environment: { WEB_DIST_DIR: dist, PAGE_DATA_DIR: pageData },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(directory, { recursive: true, force: true });
  });

  it.each(['/learn', '/qualquer-coisa', '/', '/user/ana-souza', '/admin/waiting-list'])(
    'answers the navigation to %s with index.html',
    async (url) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url,
        headers: { accept: HTML_ACCEPT },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    },
  );

  it('serves the runner workers with their own policy: eval allowed, no network', async () => {
    const worker = await testApp.app.inject({
      method: 'GET',
      url: '/runner/test-worker-abc123.js',
    });
    expect(worker.statusCode).toBe(200);
    const policy = String(worker.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self' 'unsafe-eval'");
    expect(policy).toContain("connect-src 'none'");
    expect(worker.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const app = await testApp.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(String(app.headers['content-security-policy'])).not.toContain('unsafe-eval');
  });

  it('keeps API routes answering JSON to programmatic calls', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/user/get-session-user',
      headers: { accept: 'application/json' },
    });
    expect(response.json()).toEqual({ user: {}, result: '' });
  });

  it('answers an unknown path with 404 JSON when the caller does not want HTML', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/qualquer-coisa',
      headers: { accept: 'application/json' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ type: 'danger', message: MESSAGES.notFound });
  });

  it('serves hashed assets with an immutable cache header', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app");');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files of the build with revalidation', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the service worker from the root (its scope: the whole site), always revalidated', async () => {
    // A new deploy's worker must be found at once (vite-pwa.ts), even by a browser navigation.
    for (const accept of ['*/*', HTML_ACCEPT]) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/sw.js',
        headers: { accept },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('importScripts');
    }
  });

  it('answers a missing asset with 404, not with the SPA', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/nao-existe.js' });
    expect(response.statusCode).toBe(404);
  });

  it('serves page data, revalidated when no build id is known (decision 015)', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/page-data/learn/page-data.json?v=abc',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ titulo: 'Aprender' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers missing page data with 404 JSON', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/page-data/nao-existe/page-data.json',
      headers: { accept: 'application/json' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ type: 'danger', message: MESSAGES.notFound });
  });

  it('lets a navigation to /signout reach the API', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/signout',
      headers: { accept: HTML_ACCEPT },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/learn');
  });

  it('serves an asset even to a browser navigation', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { accept: HTML_ACCEPT },
    });
    expect(response.body).toBe('console.log("app");');
  });

  it('still redirects /admin on the server', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/Admin',
      headers: { accept: HTML_ACCEPT },
    });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/admin/enrollment-users');
  });
});
