// /admin: a permanent, case-insensitive server redirect to /admin/enrollment-users; the admin area
// sends visitors and learners to /learn.
import { expect, test } from '../fixtures/test-users';
import { texts } from '../support/locale';
import { signInThroughApi } from '../support/sign-in';

test('an anonymous visitor opening /admin ends on /learn', async ({ page }) => {
  await page.goto('/admin');

  await expect(page).toHaveURL(/\/learn$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.learn.welcome.heading);
});

test('a learner opening /admin/enrollment-users ends on /learn', async ({ page, student }) => {
  await signInThroughApi({ page, user: student });

  await page.goto('/admin/enrollment-users');

  await expect(page).toHaveURL(/\/learn$/);
});

test('a staff member opening /ADMIN is sent permanently to /admin/enrollment-users', async ({
  page,
  staffMember,
}) => {
  await signInThroughApi({ page, user: staffMember });

  const response = await page.goto('/ADMIN');

  const redirect = response?.request().redirectedFrom();
  expect(redirect?.url()).toMatch(/\/ADMIN$/);
  expect((await redirect?.response())?.status()).toBe(301);
  await expect(page).toHaveURL(/\/admin\/enrollment-users$/);
  const userManagement = texts.admin.titles['user-management'];
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(userManagement);
  await expect(page).toHaveTitle(`${userManagement} | Admin`);
  await page
    .getByRole('link', { name: texts.admin.exit })
    .or(page.getByRole('button', { name: texts.admin.exit }))
    .click();
  await expect(page).toHaveURL(/\/learn$/);
  await expect(page.getByRole('banner')).toContainText(staffMember.firstName);
});

test('the learner menu takes a staff member to /admin, which the client sends on to the users page', async ({
  page,
  staffMember,
}) => {
  await signInThroughApi({ page, user: staffMember });
  await page.goto('/learn');
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: new RegExp(staffMember.firstName) }).click();

  const adminLink = banner.getByRole('link', { name: texts.shell.menu.admin });
  await expect(adminLink).toHaveAttribute('href', '/admin');
  await adminLink.click();

  await expect(page).toHaveURL(/\/admin\/enrollment-users$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    texts.admin.titles['user-management'],
  );
});

test('a learner does not see the admin item in the learner menu', async ({ page, student }) => {
  await signInThroughApi({ page, user: student });
  await page.goto('/learn');
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: new RegExp(student.firstName) }).click();

  await expect(banner.getByRole('link', { name: texts.shell.menu.settings })).toBeVisible();
  await expect(banner.getByRole('link', { name: texts.shell.menu.admin })).toHaveCount(0);
});
