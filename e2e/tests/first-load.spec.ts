// First load on a slow connection (issue 15): the inline shell of index.html paints the header band
// and the spec's loader before any script has run, its slow-load message appears after 5 s, and
// the prerendered /learn shows the map with no script at all, then hydrates without a mismatch.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test-users';
import { texts } from '../support/locale';

/**
 * Holds every script of the app back, as a very slow connection would, until the test has seen
 * the page without them and calls the returned `release`: then they arrive at once.
 */
const holdScripts = async (page: Page) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
};

for (const colorScheme of ['light', 'dark'] as const) {
  test(`a slow first load shows the shell and the loader at once, the slow-load message after 5 s (${colorScheme})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme });
    const releaseScripts = await holdScripts(page);
    await page.goto('/sign-in', { waitUntil: 'commit' });

    const shell = page.locator('.app-shell');
    await expect(shell).toBeVisible({ timeout: 2_000 });
    await expect(shell.locator('header')).toContainText(texts.common.appName);
    await expect(shell.getByRole('status')).toBeVisible();
    const message = page.getByText(texts.common.slowLoading);
    await expect(message).toBeHidden();
    // Never a white page in the dark theme.
    const background = await page.evaluate(
      () => getComputedStyle(document.documentElement).backgroundColor,
    );
    expect(background === 'rgb(255, 255, 255)').toBe(colorScheme === 'light');

    // Revealed 5 s after the document was parsed (timing under a loaded machine: a wide window).
    await expect(message).toBeVisible({ timeout: 9_000 });

    // React replaces the shell once the scripts arrive.
    releaseScripts();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.auth.signIn.title, {
      timeout: 40_000,
    });
    await expect(shell).toHaveCount(0);
  });
}

test('the prerendered /learn shows the map before any script runs, then hydrates cleanly', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const releaseScripts = await holdScripts(page);
  await page.goto('/learn', { waitUntil: 'commit' });

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.learn.welcome.heading, {
    timeout: 3_000,
  });
  await expect(page.locator('.learn-super-block h3').first()).toBeVisible();
  await expect(page.locator('.app-shell')).toHaveCount(0);

  releaseScripts();
  // Hydrated: the page reacts (the document title is the page's) and React reported no mismatch.
  await expect(page).toHaveTitle(new RegExp(texts.learn.title), { timeout: 40_000 });
  const toggle = page.locator('.learn-phase__toggle').first();
  const expanded = await toggle.getAttribute('aria-expanded');
  await toggle.click();
  await expect(toggle).not.toHaveAttribute('aria-expanded', expanded ?? '');
  expect(errors).toEqual([]);
});
