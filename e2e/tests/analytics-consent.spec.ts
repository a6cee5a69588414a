// Issue 19: the analytics data layer only after consent (LGPD). Against a server with a tag-manager
// id (support/tag-manager-app.ts): no request to the tag manager's host before the visitor
// answers; accepting loads it (served here by a tiny local script: the run stays offline) and
// window.dataLayer gets the page views; refusing loads nothing, now or later. Against the run's
// own server (no id, the default) the banner never shows.
import type { BrowserContext, Page } from '@playwright/test';
import { TAG_MANAGER_ORIGIN } from '@escola/contracts/tag-manager';
import { expect, test } from '../fixtures/test-users';
import { expectNoAxeViolations } from '../support/axe';
import { texts } from '../support/locale';
import { E2E_TAG_MANAGER_ID, startTagManagerApp } from '../support/tag-manager-app';
import type { AppServer } from '../support/start-app-server';

let tagManagerApp: AppServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  tagManagerApp = await startTagManagerApp();
});
test.afterAll(async () => {
  await tagManagerApp.stop();
});

/** Every request to the tag manager's host, answered by a script that marks the page. */
const fakeTagManager = async (context: BrowserContext) => {
  const requests: string[] = [];
  await context.route(`${TAG_MANAGER_ORIGIN}/**`, async (route) => {
    requests.push(route.request().url());
    await route.fulfill({
      contentType: 'text/javascript',
      body: 'window.fakeTagManagerRan = true;',
    });
  });
  return requests;
};

const banner = (page: Page) => page.getByRole('region', { name: texts.consent.title });

const dataLayer = (page: Page) =>
  page.evaluate(() => (window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? null);

/** Visits the home, /learn and /sign-in by following the app's own links and addresses. */
const browseAround = async (page: Page, baseUrl: string) => {
  await page.goto(`${baseUrl}/`);
  await expect(banner(page)).toBeVisible();
  await page.goto(`${baseUrl}/learn`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.learn.welcome.heading);
  await page.goto(`${baseUrl}/sign-in`);
  await expect(
    page.getByRole('heading', { level: 1, name: texts.auth.signIn.title }),
  ).toBeVisible();
};

test('nothing from the tag manager before consent; accepting loads it and pushes page views', async ({
  page,
  context,
}) => {
  const requests = await fakeTagManager(context);
  const baseUrl = tagManagerApp.baseUrl;
  await browseAround(page, baseUrl);
  expect(requests).toEqual([]);
  expect(await dataLayer(page)).toBeNull();
  await expectNoAxeViolations(page);

  await banner(page).getByRole('button', { name: texts.consent.accept }).click();

  await expect(banner(page)).toBeHidden();
  await expect
    .poll(() => requests)
    .toEqual([`${TAG_MANAGER_ORIGIN}/gtm.js?id=${E2E_TAG_MANAGER_ID}`]);
  // The script ran: the Content-Security-Policy allows the tag manager (the fixture fails the test
  // on any violation).
  await expect.poll(() => page.evaluate(() => 'fakeTagManagerRan' in window)).toBe(true);
  expect(await dataLayer(page)).toEqual([
    { 'gtm.start': expect.any(Number), event: 'gtm.js' },
    { event: 'page_view', page_path: '/sign-in', page_location: `${baseUrl}/sign-in` },
  ]);

  await page.getByRole('link', { name: texts.auth.signIn.forgotPassword }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect
    .poll(async () => (await dataLayer(page))?.at(-1))
    .toEqual({
      event: 'page_view',
      page_path: '/forgot-password',
      page_location: `${baseUrl}/forgot-password`,
    });

  // The choice is kept: the next visit loads the tag manager without asking.
  await page.goto(`${baseUrl}/learn`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.learn.welcome.heading);
  await expect.poll(() => requests.length).toBe(2);
  await expect(banner(page)).toBeHidden();
});

test('refusing loads nothing, on this page or the next ones', async ({ page, context }) => {
  const requests = await fakeTagManager(context);
  const baseUrl = tagManagerApp.baseUrl;
  await browseAround(page, baseUrl);

  await banner(page).getByRole('button', { name: texts.consent.refuse }).click();

  await expect(banner(page)).toBeHidden();
  await page.getByRole('link', { name: texts.auth.signIn.forgotPassword }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.goto(`${baseUrl}/learn`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.learn.welcome.heading);
  // The footer's link reopens the choice (asked for by the visitor, so nothing is asked by itself).
  await expect(
    page.getByRole('button', { name: texts.shell.footer.cookiePreferences }),
  ).toBeVisible();
  await expect(banner(page)).toBeHidden();
  expect(requests).toEqual([]);
  expect(await dataLayer(page)).toBeNull();
});

test('without a tag-manager id (the default) no banner, no footer link and no third-party host', async ({
  page,
  context,
}) => {
  const requests = await fakeTagManager(context);
  const features = page.waitForResponse((response) => response.url().endsWith('/api/features'));
  const response = await page.goto('/sign-in');
  expect(await (await features).json()).toMatchObject({ tagManagerId: null });
  expect(response?.headers()['content-security-policy']).not.toContain(TAG_MANAGER_ORIGIN);
  await expect(
    page.getByRole('heading', { level: 1, name: texts.auth.signIn.title }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: texts.shell.footer.instagram })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: texts.shell.footer.cookiePreferences }),
  ).toHaveCount(0);
  expect(requests).toEqual([]);
});
