// The service worker's rules (vite-pwa.ts): which navigations get the app shell offline, which
// built files wait to be used before being cached, how cached pages and page data are matched.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SIGNIN_GOOGLE_CALLBACK_PATH,
  SIGNIN_GOOGLE_PATH,
} from '@escola/contracts/get-signin-google';
import {
  findOnDemandFiles,
  isAppNavigation,
  keepPageOfThisDeploy,
  pageDataCacheKey,
  type ViteManifest,
} from './vite-pwa';

const ORIGIN = 'https://escola.dev';
const navigationTo = (path: string, mode: RequestMode = 'navigate') => ({
  // `new Request()` refuses the navigate mode: only the browser makes such requests.
  request: { mode } as Request,
  url: new URL(path, ORIGIN),
});

describe('isAppNavigation', () => {
  it('gives the app to page navigations, unknown pages and API paths that are pages too', () => {
    for (const path of [
      '/',
      '/learn',
      '/learn/logica-de-programacao/variaveis/guarde-valores-em-variaveis',
      '/settings/account?flash=abc',
      '/user/ana.souza',
      '/admin/waiting-list',
      '/certification/7K3M-9QPX-2D4F',
      '/certificate-of-participation',
      '/uma-pagina-que-nao-existe',
    ]) {
      expect(isAppNavigation(navigationTo(path)), path).toBe(true);
    }
  });

  it('leaves to the network what the server answers itself, and every non-navigation', () => {
    for (const path of [
      '/signout',
      SIGNIN_GOOGLE_PATH,
      SIGNIN_GOOGLE_CALLBACK_PATH,
      '/documentation',
      '/documentation/json',
      '/page-data/curriculum.json',
      '/assets/index-abc123.js',
      '/runner/frame/host.html',
      '/certificate/pdf/7K3M-9QPX-2D4F',
      '/certificate/qr/7K3M-9QPX-2D4F',
      '/api/admin/report/inactive-users?group=nacional-pr',
      '/api/admin/report/national-departament-metrics',
      '/favicon.svg',
      '/sw.js',
    ]) {
      expect(isAppNavigation(navigationTo(path)), path).toBe(false);
    }
    expect(isAppNavigation(navigationTo('/learn', 'cors'))).toBe(false);
  });
});

describe('findOnDemandFiles', () => {
  const manifest: ViteManifest = {
    'index.html': {
      file: 'assets/index-a.js',
      isEntry: true,
      imports: ['_jsx-runtime.js'],
    },
    'src/features/challenges/components/challenge-page.tsx': {
      file: 'assets/challenge-page-b.js',
      isDynamicEntry: true,
      imports: ['_jsx-runtime.js', 'index.html'],
    },
    'src/features/challenges/components/code-editor.tsx': {
      file: 'assets/code-editor-c.js',
      isDynamicEntry: true,
      css: ['assets/code-editor-c.css'],
      imports: [
        '_codemirror.js',
        '_jsx-runtime.js',
        'src/features/challenges/components/challenge-page.tsx',
      ],
    },
    '../../node_modules/@codemirror/lang-css/dist/index.js': {
      file: 'assets/dist-d.js',
      isDynamicEntry: true,
      imports: ['_codemirror.js'],
    },
    'src/features/admin/components/admin-page.tsx': {
      file: 'assets/admin-page-g.js',
      isDynamicEntry: true,
      imports: ['_jsx-runtime.js'],
    },
    '_codemirror.js': { file: 'assets/dist-e.js' },
    '_jsx-runtime.js': { file: 'assets/jsx-runtime-f.js' },
  };

  it('lists the editor, CodeMirror and admin chunks, not what other pages load too', () => {
    expect([...findOnDemandFiles(manifest)].sort()).toEqual([
      'assets/admin-page-g.js',
      'assets/code-editor-c.css',
      'assets/code-editor-c.js',
      'assets/dist-d.js',
      'assets/dist-e.js',
    ]);
  });
});

describe('keepPageOfThisDeploy', () => {
  afterEach(() => vi.unstubAllGlobals());

  const page = () =>
    new Response('<html><script type="module" crossorigin src="/assets/index-a.js"></script>');

  it('serves a cached page whose scripts this deploy still has', async () => {
    vi.stubGlobal('caches', { match: vi.fn(async () => new Response('')) });
    const cachedResponse = page();
    expect(await keepPageOfThisDeploy({ cachedResponse })).toBe(cachedResponse);
  });

  it('skips a page of an older deploy (the shell is served instead)', async () => {
    vi.stubGlobal('caches', { match: vi.fn(async () => undefined) });
    expect(await keepPageOfThisDeploy({ cachedResponse: page() })).toBeNull();
  });
});

describe('pageDataCacheKey', () => {
  it('keeps one entry per page, whatever the build id in the query', async () => {
    const path = `${ORIGIN}/page-data/learn/a/b/c/page-data.json`;
    expect(await pageDataCacheKey({ request: new Request(`${path}?v=1a2b`) })).toBe(path);
    expect(await pageDataCacheKey({ request: new Request(path) })).toBe(path);
  });
});
