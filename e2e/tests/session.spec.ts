// Signing in through the form and signing out through the confirmation modal.
import { MESSAGES } from '@escola/api/messages';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test-users';
import { texts } from '../support/locale';
import { expectSignInRefused, readSessionUser, signInThroughApi } from '../support/sign-in';

const openUserMenu = async ({ page, firstName }: { page: Page; firstName: string }) => {
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(firstName) })
    .click();
};

test('signing in through the form shows the first name and the points in the header', async ({
  page,
  student,
}) => {
  await page.goto('/sign-in');
  await page.getByLabel(texts.auth.signIn.email).fill(student.email);
  await page.getByLabel(texts.auth.signIn.password).fill(student.password);
  await page.getByRole('button', { name: texts.auth.signIn.submit }).click();

  await expect(page).toHaveURL(/\/learn$/);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: new RegExp(student.firstName) })).toBeVisible();
  await expect(header.locator('.points-badge')).toContainText(String(student.points));
  await expect(header.getByRole('link', { name: texts.shell.signIn })).toHaveCount(0);
  const session = await readSessionUser({ page });
  expect(session.result).toBe(student.username);
});

test('a wrong password keeps the visitor signed out with the Portuguese error', async ({
  page,
  student,
}) => {
  await page.goto('/sign-in');
  await page.getByLabel(texts.auth.signIn.email).fill(student.email);
  await page.getByLabel(texts.auth.signIn.password).fill(`${student.password}-errada`);
  await page.getByRole('button', { name: texts.auth.signIn.submit }).click();

  await expectSignInRefused({ page, message: MESSAGES.invalidCredentials });
  await expect(page).toHaveURL(/\/sign-in$/);
  expect((await readSessionUser({ page })).result).toBe('');
});

test('signing out through the modal clears the session and its cookie', async ({
  page,
  context,
  student,
}) => {
  await signInThroughApi({ page, user: student });
  await page.goto('/learn');
  expect((await readSessionUser({ page })).result).toBe(student.username);
  const sessionCookies = async () =>
    (await context.cookies()).filter((cookie) => /session/.test(cookie.name));
  expect(await sessionCookies()).not.toHaveLength(0);

  await openUserMenu({ page, firstName: student.firstName });
  await page
    .getByRole('link', { name: texts.shell.menu['sign-out'] })
    .or(page.getByRole('button', { name: texts.shell.menu['sign-out'] }))
    .click();
  const dialog = page.getByRole('dialog', { name: texts.shell.signOut.title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: texts.shell.signOut.confirm }).click();

  await expect(page).toHaveURL(/\/learn$/);
  await expect(
    page.getByRole('banner').getByRole('link', { name: texts.shell.signIn }),
  ).toBeVisible();
  expect(await readSessionUser({ page })).toEqual({ user: {}, result: '' });
  expect(await sessionCookies()).toHaveLength(0);
});

test('cancelling the sign-out modal keeps the session', async ({ page, student }) => {
  await signInThroughApi({ page, user: student });
  await page.goto('/learn');

  await openUserMenu({ page, firstName: student.firstName });
  await page
    .getByRole('link', { name: texts.shell.menu['sign-out'] })
    .or(page.getByRole('button', { name: texts.shell.menu['sign-out'] }))
    .click();
  const dialog = page.getByRole('dialog', { name: texts.shell.signOut.title });
  await dialog.getByRole('button', { name: texts.shell.signOut.cancel }).click();

  await expect(dialog).toHaveCount(0);
  expect((await readSessionUser({ page })).result).toBe(student.username);
});
