// Session lifetimes and cookie names (docs/architecture.md, security baseline).

const DAY_MS = 24 * 60 * 60 * 1000;

/** A session unused for this long ends (sliding). */
export const SESSION_IDLE_TIMEOUT_MS = 7 * DAY_MS;
/** No session lives longer than this, used or not. */
export const SESSION_ABSOLUTE_TIMEOUT_MS = 30 * DAY_MS;
/** The idle expiry is pushed forward at most once per this interval (one write, not one per call). */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/** `__Host-` needs `Secure`, so the prefix is used only when the public URL is https. */
export const sessionCookieName = ({ isSecureOrigin }: { isSecureOrigin: boolean }) =>
  isSecureOrigin ? '__Host-session' : 'session';

export const anonymousIdCookieName = ({ isSecureOrigin }: { isSecureOrigin: boolean }) =>
  isSecureOrigin ? '__Host-anonymous_id' : 'anonymous_id';

/** Read by the page's script and echoed in the `csrf-token` header (docs/product/accounts.md). */
export const CSRF_COOKIE_NAME = 'csrf_token';
export const CSRF_HEADER_NAME = 'csrf-token';
