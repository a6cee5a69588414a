// The tag manager of the analytics data layer (docs/product/admin.md, issue 19): its container id,
// the script the web app injects only after the visitor accepts analytics cookies, and the hosts
// the API's Content-Security-Policy allows only when an id is configured (TAG_MANAGER_ID).

/** A Google Tag Manager container id, e.g. GTM-AB12CD3. */
export const TAG_MANAGER_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;

export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/** Where the container's tags (Google Analytics 4) send their hits. */
export const TAG_MANAGER_CONNECT_SOURCES = [
  TAG_MANAGER_ORIGIN,
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];

export const tagManagerScriptUrl = (id: string): string =>
  `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
