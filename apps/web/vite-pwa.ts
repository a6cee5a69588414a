// The service worker's options (vite-plugin-pwa + Workbox's generateSW, issue 15): the app shell
// precached, navigations network first falling back to the shell, visited page data kept offline.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PluginOption } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';

type RouteMatch = { request: Request; url: URL };
type ManifestChunk = {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
};
/** Vite's build manifest (`build.manifest`): each chunk by its source, with what it imports. */
export type ViteManifest = Record<string, ManifestChunk>;

const DAY_SECONDS = 24 * 60 * 60;
/** Longer than this, a navigation or page data is answered from the cache (when there is one). */
const NETWORK_TIMEOUT_SECONDS = 3;

// Workbox writes each `urlPattern` and plugin function into sw.js by its source text: they must not
// use anything from this module (no imported or top-level names), only their arguments and the
// worker's globals.

/**
 * A navigation the SPA answers. The API answers index.html to every browser navigation except its
 * files and the routes marked `allowsNavigation` (apps/api/src/plugins/web.ts): those (sign-out,
 * Google sign-in, the API documentation, /page-data, /assets, /runner, a certificate's PDF and QR
 * code, the admin reports (never kept in a cache), root files such as /favicon.svg or /sw.js) go to the network as they are. A deny-list, not
 * an allow-list of page paths, so that an unknown path still shows the app's 404 page offline, as
 * it does online.
 */
export const isAppNavigation = ({ request, url }: RouteMatch): boolean =>
  request.mode === 'navigate' &&
  !/^\/(?:signout|signin-google|documentation|page-data|assets|runner|images|certificate\/(?:pdf|qr)|api\/admin\/report)(?:\/|$)/.test(
    url.pathname,
  ) &&
  !/^\/[^/]+\.[a-z0-9]+$/i.test(url.pathname);

/** The curriculum index and one JSON per page (apps/web/src/lib/page-data.ts). */
export const isPageData = ({ url }: RouteMatch): boolean => url.pathname.startsWith('/page-data/');

/** Built files not precached (the on-demand parts): cached once used; names carry a hash. */
export const isBuiltAsset = ({ url }: RouteMatch): boolean => url.pathname.startsWith('/assets/');

/**
 * A page cached by an older deploy names scripts that deploy's worker no longer has: it would open
 * blank offline. Such a page is skipped, and the current app shell is served instead.
 */
export const keepPageOfThisDeploy = async ({
  cachedResponse,
}: {
  cachedResponse?: Response;
}): Promise<Response | null> => {
  if (!cachedResponse) return null;
  const html = await cachedResponse.clone().text();
  const scripts = Array.from(html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g), (match) => match[1]);
  const found = await Promise.all(scripts.map((src) => (src ? caches.match(src) : undefined)));
  return found.every(Boolean) ? cachedResponse : null;
};

/** Page data is cached once per path: `?v=<buildId>` or not, offline it is the same page. */
export const pageDataCacheKey = async ({ request }: { request: Request }): Promise<string> => {
  const url = new URL(request.url);
  url.search = '';
  return url.href;
};

/**
 * Lazy parts most visitors never load, fetched (and then cached) only when used: the code editor
 * (its component, its CodeMirror extensions and languages: challenge pages), the admin area (staff)
 * and the component catalogue (/design), with their texts. One missing here is only precached.
 */
const ON_DEMAND_SOURCES = [
  /\/(?:code-editor\.tsx|close-tag-type-over\.ts)$/,
  /\/@codemirror\//,
  /\/features\/(?:admin|design)\//,
  /\/locales\/[^/]+\/(?:admin|design)\.json$/,
];
const isOnDemand = (source: string) => ON_DEMAND_SOURCES.some((pattern) => pattern.test(source));

/**
 * The built files only those lazy parts need: the chunks they load, minus any other page needs too
 * (`assets/…`, as in the precache list).
 */
export const findOnDemandFiles = (manifest: ViteManifest): Set<string> => {
  const withImports = (sources: string[]) => {
    const found = new Set<string>();
    const pending = [...sources];
    for (let source = pending.pop(); source !== undefined; source = pending.pop()) {
      if (found.has(source)) continue;
      found.add(source);
      pending.push(...(manifest[source]?.imports ?? []));
    }
    return found;
  };
  const loadRoots = Object.keys(manifest).filter(
    (source) => manifest[source]?.isEntry || manifest[source]?.isDynamicEntry,
  );
  const onDemand = withImports(loadRoots.filter(isOnDemand));
  const others = withImports(loadRoots.filter((source) => !isOnDemand(source)));
  return new Set(
    [...onDemand]
      .filter((source) => !others.has(source))
      .flatMap((source) => {
        const chunk = manifest[source];
        return chunk ? [chunk.file, ...(chunk.css ?? [])] : [];
      }),
  );
};

const buildPwaOptions = (readManifest: () => ViteManifest | null): Partial<VitePWAOptions> => ({
  // registerServiceWorker() (src/lib/service-worker.ts) registers it: no injected script.
  injectRegister: false,
  // Offline use, not installation: no web app manifest.
  manifest: false,
  strategies: 'generateSW',
  filename: 'sw.js',
  workbox: {
    // The app shell and its pages. Not the runner's frame and workers (/runner/: served with
    // their own policy headers), not the on-demand parts (the code editor: ~195 kB gzip, cached
    // once a challenge is opened), only the Latin subsets of the font (the others load only for
    // their characters).
    globPatterns: ['index.html', 'favicon.svg', 'images/*.svg', 'assets/**/*.{js,css,woff2,svg}'],
    globIgnores: [
      'runner/**',
      'assets/**/*-{cyrillic,cyrillic-ext,greek,greek-ext,vietnamese}-*.woff2',
    ],
    manifestTransforms: [
      (entries) => {
        const manifest = readManifest();
        if (!manifest)
          return { manifest: entries, warnings: ['sem manifest do Vite: tudo no precache'] };
        const onDemand = findOnDemandFiles(manifest);
        return { manifest: entries.filter((entry) => !onDemand.has(entry.url)) };
      },
    ],
    // Navigations are handled below, network first; not the shell first.
    navigateFallback: null,
    // A new deploy's worker takes over at once; the open page keeps running (no reload: a learner
    // may be typing code) and its next navigation gets the new app. Old precaches are deleted.
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        urlPattern: isAppNavigation,
        handler: 'NetworkFirst',
        options: {
          cacheName: 'escola-pages',
          networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
          expiration: { maxEntries: 30, maxAgeSeconds: 7 * DAY_SECONDS, purgeOnQuotaError: true },
          precacheFallback: { fallbackURL: 'index.html' },
          plugins: [{ cachedResponseWillBeUsed: keepPageOfThisDeploy }],
        },
      },
      {
        urlPattern: isPageData,
        handler: 'NetworkFirst',
        options: {
          cacheName: 'escola-page-data',
          networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
          expiration: { maxEntries: 200, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true },
          plugins: [{ cacheKeyWillBeUsed: pageDataCacheKey }],
        },
      },
      {
        urlPattern: isBuiltAsset,
        handler: 'CacheFirst',
        options: {
          cacheName: 'escola-assets',
          expiration: { maxEntries: 40, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true },
        },
      },
    ],
  },
});

/** The plugins that write sw.js (and its workbox-*.js) into the build, after Vite's manifest. */
export const serviceWorker = (): PluginOption[] => {
  let manifestFile = '';
  const readManifest = () =>
    existsSync(manifestFile)
      ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest)
      : null;
  return [
    {
      name: 'escola-service-worker-manifest',
      configResolved: (config) => {
        manifestFile = path.resolve(config.root, config.build.outDir, '.vite', 'manifest.json');
      },
    },
    VitePWA(buildPwaOptions(readManifest)),
  ];
};
