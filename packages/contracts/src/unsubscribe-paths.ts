// The paths of unsubscribing from campaign e-mails (issue 20), apart from their schemas: the
// /unsubscribed page calls them from a small lazy chunk that must not carry zod.
export const UNSUBSCRIBED_PAGE_PREFIX = '/unsubscribed/';
export const UNSUBSCRIBE_PATH = '/unsubscribed/:token';
export const unsubscribePath = (token: string) =>
  `${UNSUBSCRIBED_PAGE_PREFIX}${encodeURIComponent(token)}`;
