// The service worker registers only over secure connections or on localhost (spec section 2).
const LOCAL_HOSTNAMES = ['localhost', '127.0.0.1', '[::1]'];

export const canRegisterServiceWorker = ({
  protocol,
  hostname,
}: {
  protocol: string;
  hostname: string;
}): boolean => protocol === 'https:' || LOCAL_HOSTNAMES.includes(hostname);

export const registerServiceWorker = (): void => {
  if (!('serviceWorker' in navigator)) return;
  if (!canRegisterServiceWorker(window.location)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
};
