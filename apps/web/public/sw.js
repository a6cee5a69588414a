/* global self, caches, fetch, URL */
// Minimal service worker: caches only the hashed build assets under /assets/ (their names change
// with their content, so a cached copy is never stale). Pages, API calls and page data always go
// to the network.
const CACHE_NAME = 'escola-assets-v1';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name !== CACHE_NAME).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  const isHashedAsset = url.origin === self.location.origin && url.pathname.startsWith('/assets/');
  if (request.method !== 'GET' || !isHashedAsset) return;
  event.respondWith(
    caches.open(CACHE_NAME).then(async (cache) => {
      const cached = await cache.match(request);
      if (cached) return cached;
      const response = await fetch(request);
      if (response.ok) await cache.put(request, response.clone());
      return response;
    }),
  );
});
