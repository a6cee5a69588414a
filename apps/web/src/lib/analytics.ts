// The analytics data layer (docs/product/admin.md, issue 19). `track` pushes an event to the tag
// manager's data layer, which is connected only once the visitor has accepted analytics cookies and
// the tag manager was loaded (features/consent, a lazy chunk). Before that, and after a refusal,
// events are dropped: nothing is kept and nothing is written to window.dataLayer.
export type AnalyticsParameters = Record<string, string | number | boolean>;

export type DataLayer = { push: (entry: Record<string, unknown>) => unknown };

let connectedLayer: DataLayer | null = null;

/** Called by the consent chunk when the tag manager is loaded after acceptance. */
export const connectDataLayer = (layer: DataLayer | null): void => {
  connectedLayer = layer;
};

export const track = (event: string, parameters: AnalyticsParameters = {}): void => {
  connectedLayer?.push({ ...parameters, event });
};

/** The address without its query and fragment: they may carry tokens (password reset…). */
export const trackPageView = (pathname: string): void =>
  track('page_view', { page_path: pathname, page_location: window.location.origin + pathname });

/** The footer's "Preferências de cookies" asks the consent banner to open again. */
export const COOKIE_PREFERENCES_EVENT = 'escola:cookie-preferences';

export const openCookiePreferences = (): void => {
  window.dispatchEvent(new Event(COOKIE_PREFERENCES_EVENT));
};
