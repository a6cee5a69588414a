// Offline (issue 15): once the service worker controls the page, a reload, a link clicked or an
// address typed without a connection shows the app — the visited challenge from its cached page
// data, any other page with the Portuguese offline notice — never the browser's error page.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { CurriculumIndex } from '@escola/contracts/curriculum-index';
import { expect, test } from '../fixtures/test-users';
import { texts } from '../support/locale';

// The other journeys run with service workers blocked (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const index = JSON.parse(
  readFileSync(new URL('../../curriculum/dist/page-data/curriculum.json', import.meta.url), 'utf8'),
) as CurriculumIndex;
const [visited, , neverVisited] = index.challenges;
if (!visited || !neverVisited) throw new Error('Currículo sem desafios suficientes.');

/** The worker registered after the load event, installed its precache and claimed this page. */
const waitForServiceWorker = async (page: Page) => {
  // As strings: the e2e project's types know no DOM.
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  await page.waitForFunction('navigator.serviceWorker.controller !== null');
};

/** The app is on screen (its header), not Chromium's "no internet" page. */
const expectTheApp = async (page: Page) => {
  await expect(
    page.getByRole('banner').getByRole('link', { name: texts.shell.logo }),
  ).toBeVisible();
};

const offlineNotice = (page: Page) => page.getByText(texts.common.offline.browser);
const challengeHeading = (page: Page, title: string) =>
  page.getByRole('heading', { level: 1, name: title });

test('a visitor keeps /learn and a visited challenge offline, and gets the offline notice elsewhere', async ({
  page,
  context,
}) => {
  test.slow();
  await page.goto('/learn');
  await waitForServiceWorker(page);
  // Online, under the worker's control: /learn and the challenge are fetched through it.
  await page.reload();
  await expectTheApp(page);
  await page.goto(visited.path);
  await expect(challengeHeading(page, visited.title)).toBeVisible();
  await page.goto('/learn');
  await expectTheApp(page);

  await context.setOffline(true);

  // (a) A reload of /learn shows the app, then its offline notice.
  await page.reload();
  await expectTheApp(page);
  await expect(offlineNotice(page)).toBeVisible();

  // (b) The visited challenge opens from a link, and again on a reload (its address).
  await page.locator(`a[href="${visited.path}"]`).first().click();
  await expect(page).toHaveURL(visited.path);
  await expect(challengeHeading(page, visited.title)).toBeVisible();
  await page.reload();
  await expect(challengeHeading(page, visited.title)).toBeVisible();

  // (c) A challenge never opened: the app with its Portuguese offline message.
  await page.goto(neverVisited.path);
  await expectTheApp(page);
  await expect(offlineNotice(page)).toBeVisible();
  await expect(challengeHeading(page, neverVisited.title)).toHaveCount(0);
});
