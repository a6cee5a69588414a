// Loads the tag manager after the visitor accepted analytics cookies (issue 19): creates
// window.dataLayer with the tag manager's start event, connects it to lib/analytics (the app's
// events go there from now on), pushes the current page's page_view and injects the script — once
// per page. A withdrawal removes the analytics cookies and reloads: a running tag manager cannot
// be unloaded.
import { tagManagerScriptUrl } from '@escola/contracts/tag-manager';
import { connectDataLayer, trackPageView } from '../../../lib/analytics';
import { reloadPage } from './reload-page';

declare global {
  // Augmenting the browser's Window needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

const SCRIPT_SELECTOR = 'script[data-tag-manager]';

/** Cookies the tag manager's usual tags set (Google Analytics, Google Ads, Meta pixel). */
const ANALYTICS_COOKIE_PATTERN = /^(_ga|_gid|_gat|_gcl|_fbp|_fbc)/;

export const loadTagManager = ({ id, pathname }: { id: string; pathname: string }): void => {
  if (document.querySelector(SCRIPT_SELECTOR)) return;
  const layer = (window.dataLayer ??= []);
  layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  connectDataLayer(layer);
  trackPageView(pathname);
  const script = document.createElement('script');
  script.async = true;
  script.src = tagManagerScriptUrl(id);
  script.dataset.tagManager = id;
  document.head.append(script);
};

/** This host and each parent domain: analytics cookies are often set on the parent. */
const cookieDomains = (hostname: string): string[] => {
  const labels = hostname.split('.');
  return labels.slice(0, -1).map((_label, index) => labels.slice(index).join('.'));
};

export const removeAnalyticsCookies = (): void => {
  const names = document.cookie
    .split(';')
    .map((cookie) => cookie.split('=')[0]?.trim() ?? '')
    .filter((name) => ANALYTICS_COOKIE_PATTERN.test(name));
  const expired = 'expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  for (const name of names) {
    document.cookie = `${name}=; ${expired}`;
    for (const domain of cookieDomains(window.location.hostname)) {
      document.cookie = `${name}=; ${expired}; domain=${domain}`;
    }
  }
};

/** After an acceptance is withdrawn: no analytics cookie left, no tag manager on the page. */
export const unloadTagManager = (): void => {
  connectDataLayer(null);
  removeAnalyticsCookies();
  if (document.querySelector(SCRIPT_SELECTOR)) reloadPage();
};
