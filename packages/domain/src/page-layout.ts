// Which layout a page uses and what its chrome shows (docs/product/README.md).
import { isAdminAreaPath } from './admin-navigation';

export type PageLayout = 'default' | 'admin' | 'certification';

const trimTrailingSlash = (path: string): string =>
  path === '/' ? path : path.replace(/\/+$/, '');

/** Paths containing /certification/ use the certification layout; /admin… the admin layout. */
export const getLayoutForPath = (path: string): PageLayout => {
  if (path.includes('/certification/')) return 'certification';
  if (isAdminAreaPath(path)) return 'admin';
  return 'default';
};

/** A challenge page: /learn/:superBlock/:block/:challenge. */
export const isChallengePath = (path: string): boolean =>
  /^\/learn\/[^/]+\/[^/]+\/[^/]+$/.test(trimTrailingSlash(path));

/** Challenge pages hide the footer. */
export const showsFooter = (path: string): boolean => !isChallengePath(path);

const QUIZ_LOGO_PATHS = ['/quiz', '/register/national-form'];

/** The logo links to /quiz on /quiz and /register/national-form, else to /learn. */
export const getLogoTarget = (path: string): string =>
  QUIZ_LOGO_PATHS.includes(trimTrailingSlash(path).toLowerCase()) ? '/quiz' : '/learn';
