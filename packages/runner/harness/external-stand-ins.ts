// The headless runs (curriculum:test, the runner's browser tests) never reach the internet, so a
// challenge's verdict is the same online and offline (issue 14): an image a learner's page loads
// from another site gets a local stand-in (a 300 × 200 SVG, so `complete` and `naturalWidth`
// behave as with a real picture); any other request to another site fails at once, as offline.
import type { Page, Request } from '@playwright/test';

export const STAND_IN_IMAGE_WIDTH = 300;
export const STAND_IN_IMAGE_HEIGHT = 200;
const STAND_IN_IMAGE = `<svg xmlns="http://www.w3.org/2000/svg" width="${STAND_IN_IMAGE_WIDTH}" height="${STAND_IN_IMAGE_HEIGHT}" viewBox="0 0 ${STAND_IN_IMAGE_WIDTH} ${STAND_IN_IMAGE_HEIGHT}"><rect width="100%" height="100%" fill="#d9dce3"/></svg>`;

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** http(s) addresses outside this machine (data:, blob: and about: never reach the network). */
const isExternal = (address: URL) =>
  (address.protocol === 'http:' || address.protocol === 'https:') &&
  !LOCAL_HOSTS.has(address.hostname);

const answerExternal = (request: Request) =>
  request.resourceType() === 'image'
    ? {
        kind: 'fulfil' as const,
        response: { status: 200, contentType: 'image/svg+xml', body: STAND_IN_IMAGE },
      }
    : { kind: 'abort' as const };

/** Routes every request of the page (its frames included) to another site to a stand-in. */
export const keepPageOffline = async (page: Page): Promise<void> => {
  await page.route(isExternal, async (route) => {
    const answer = answerExternal(route.request());
    if (answer.kind === 'fulfil') await route.fulfill(answer.response);
    else await route.abort('internetdisconnected');
  });
};
