// axe-core on every kind of page the suite visits, in the light and the dark theme (issue 15):
// a visitor's public pages, a learner's dashboard, settings and challenge page, a staff page, and
// the phone width of the first pages a learner sees.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test-users';
import { expectNoAxeViolations } from '../support/axe';
import { READING, VARIABLES } from '../support/challenge-page';
import { signInThroughApi } from '../support/sign-in';

// axe on the whole /learn map, twice, takes a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

const PHONE = { width: 360, height: 740 };
const superBlockPath = READING.split('/').slice(0, 3).join('/');

const VISITOR_PAGES = [
  '/',
  '/learn',
  superBlockPath,
  READING,
  '/sign-in',
  '/sign-up',
  '/forgot-password',
  '/este-caminho-nao-existe',
];
const LEARNER_PAGES = ['/learn', '/settings', VARIABLES];
const PHONE_PAGES = ['/', '/learn'];

/** Opens a page and waits until it has its heading and nothing is still loading. */
const openPage = async (page: Page, path: string) => {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
};

for (const path of VISITOR_PAGES) {
  test(`a visitor's ${path} has no axe violation in either theme`, async ({ page }) => {
    await openPage(page, path);
    await expectNoAxeViolations(page);
  });
}

test("a learner's pages have no axe violation in either theme", async ({ page, student }) => {
  await signInThroughApi({ page, user: student });
  for (const path of LEARNER_PAGES) {
    await openPage(page, path);
    await expectNoAxeViolations(page);
  }
});

test("a staff member's admin page has no axe violation in either theme", async ({
  page,
  staffMember,
}) => {
  await signInThroughApi({ page, user: staffMember });
  await openPage(page, '/admin/enrollment-users');
  await expectNoAxeViolations(page);
});

test('the first pages at 360 px have no axe violation in either theme', async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const path of PHONE_PAGES) {
    await openPage(page, path);
    await expectNoAxeViolations(page);
  }
});
