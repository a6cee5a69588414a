// The public pages prerendered at build time: served for exactly their paths while the page data
// they were rendered from is the one served, and their inline styles allowed by hash in the CSP.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { findInlineStyleSources } from './read-web-pages';
import { REACT_ARIA_PREVENT_SCROLL_STYLE } from './security-headers';

const STYLE = '.app-shell{color:red}';
const INDEX_HTML = `<!doctype html><html><head><style>${STYLE}</style></head><body><div id="root">shell</div></body></html>`;
const LEARN_HTML = `<!doctype html><html><head><style>${STYLE}</style></head><body><div id="root" data-prerendered="learn">mapa</div></body></html>`;
const HTML_ACCEPT = 'text/html,application/xhtml+xml';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const startApp = async ({
  directory,
  pageDataBuildId,
}: {
  directory: string;
  pageDataBuildId: string;
}) => {
  const dist = path.join(directory, 'dist');
  const pageData = path.join(directory, `page-data-${pageDataBuildId}`);
  await mkdir(path.join(dist, 'prerendered'), { recursive: true });
  await mkdir(pageData, { recursive: true });
  await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(dist, 'prerendered', 'learn.html'), LEARN_HTML);
  await writeFile(
    path.join(dist, 'prerendered', 'pages.json'),
    JSON.stringify({ buildId: 'build-1', pages: { '/learn': 'learn.html' } }),
  );
  await writeFile(
    path.join(pageData, 'curriculum.json'),
    JSON.stringify({ buildId: pageDataBuildId }),
  );
  return buildTestApp({ environment: { WEB_DIST_DIR: dist, PAGE_DATA_DIR: pageData } });
};

const navigate = (testApp: TestApp, url: string) =>
  testApp.app.inject({ method: 'GET', url, headers: { accept: HTML_ACCEPT } });

describe('serving prerendered pages', () => {
  let directory: string;
  let current: TestApp;
  let stale: TestApp;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'escola-prerendered-'));
    current = await startApp({ directory, pageDataBuildId: 'build-1' });
    stale = await startApp({ directory, pageDataBuildId: 'build-2' });
  });
  afterAll(async () => {
    await current.close();
    await stale.close();
    await rm(directory, { recursive: true, force: true });
  });

  it.each(['/learn', '/learn/'])(
    'answers the navigation to %s with the prerendered page',
    async (url) => {
      const response = await navigate(current, url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(LEARN_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['/', '/learn/html', '/sign-in'])('answers %s with the app shell', async (url) => {
    expect((await navigate(current, url)).body).toBe(INDEX_HTML);
  });

  it('answers fetch calls to /learn as before, not with the page', async () => {
    const response = await current.app.inject({ method: 'GET', url: '/learn' });
    expect(response.body).not.toBe(LEARN_HTML);
  });

  it('falls back to the app shell when the page data served is another build', async () => {
    expect((await navigate(stale, '/learn')).body).toBe(INDEX_HTML);
  });

  it("allows the shell's inline style by its hash, and no other inline style but React Aria's", async () => {
    const policy = String((await navigate(current, '/learn')).headers['content-security-policy']);
    expect(policy).toContain(
      `style-src 'self' ${sha256(STYLE)} ${sha256(REACT_ARIA_PREVENT_SCROLL_STYLE)};`,
    );
    expect(policy).not.toContain('unsafe-inline');
  });
});

describe('findInlineStyleSources', () => {
  it("hashes style attributes of prerendered pages, with 'unsafe-hashes'", () => {
    const sources = findInlineStyleSources([
      Buffer.from('<div style="width:40%"></div><p style="color:&quot;red&quot;"></p>'),
    ]);
    expect(sources).toEqual(["'unsafe-hashes'", sha256('width:40%'), sha256('color:"red"')]);
  });
});
