// The README's screenshots: the home, /learn, a challenge and the settings page, light and dark,
// at 1280 and 360 px, written to docs/screenshots/<page>-<theme>-<width>.png.
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test-users';
import { VARIABLES } from '../support/challenge-page';
import { signInThroughApi } from '../support/sign-in';

const OUTPUT = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
];
const THEMES = ['light', 'dark'] as const;
const PAGES = [
  { name: 'home', path: '/', signedIn: false },
  { name: 'learn', path: '/learn', signedIn: true },
  { name: 'challenge', path: VARIABLES, signedIn: true },
  { name: 'settings', path: '/settings', signedIn: true },
];

const capture = async (page: Page, name: string) => {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      await page.evaluate((value) => (document.documentElement.dataset.theme = value), theme);
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${OUTPUT}${name}-${theme}-${viewport.width}.png` });
    }
  }
};

test('screenshots of the first pages, both themes, desktop and phone', async ({
  page,
  student,
}) => {
  let isSignedIn = false;
  for (const { name, path, signedIn } of PAGES) {
    if (signedIn && !isSignedIn) {
      await signInThroughApi({ page, user: student });
      isSignedIn = true;
    }
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await capture(page, name);
  }
});
