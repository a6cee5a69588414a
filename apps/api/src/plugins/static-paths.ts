// Paths served as files: no session lookup, no CSRF cookie, no rate limit for them.

const STATIC_PREFIXES = ['/assets/', '/page-data/', '/documentation/static/'];

export const isStaticAssetPath = (url: string): boolean =>
  STATIC_PREFIXES.some((prefix) => url.startsWith(prefix));
