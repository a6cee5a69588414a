// The service worker registers only over secure connections or on localhost
// (docs/product/README.md). The worker itself (sw.js: app shell offline, visited page data) is
// built by Workbox (vite-pwa.ts).
const LOCAL_HOSTNAMES = ['localhost', '127.0.0.1', '[::1]'];
export const SERVICE_WORKER_URL = '/sw.js';

export const canRegisterServiceWorker = ({
  protocol,
  hostname,
}: {
  protocol: string;
  hostname: string;
}): boolean => protocol === 'https:' || LOCAL_HOSTNAMES.includes(hostname);

/**
 * The one place the worker is registered (production builds only: main.tsx), once the page has
 * loaded so it never competes with the first paint. A new deploy's worker takes over by itself
 * (skipWaiting + clientsClaim): the open page is not reloaded.
 */
export const registerServiceWorker = (): void => {
  if (!('serviceWorker' in navigator)) return;
  if (!canRegisterServiceWorker(window.location)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => undefined);
  });
};
