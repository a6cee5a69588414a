// Forgot password: ask for the link, open it from the e-mail the app really sent, choose a new
// password; the old one stops working and the new one signs in.
import { MESSAGES } from '@escola/api/messages';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test-users';
import { texts } from '../support/locale';
import { findMailLink, waitForMail } from '../support/mailbox';
import { expectSignInRefused, readSessionUser } from '../support/sign-in';

const submitSignIn = async ({
  page,
  email,
  password,
}: {
  page: Page;
  email: string;
  password: string;
}) => {
  await page.getByLabel(texts.auth.signIn.email).fill(email);
  await page.getByLabel(texts.auth.signIn.password).fill(password);
  await page.getByRole('button', { name: texts.auth.signIn.submit }).click();
};

test('forgot password → e-mailed link → new password → sign in with it; the old one fails', async ({
  page,
  student,
}) => {
  const newPassword = `${student.password}-nova`;

  await page.goto('/sign-in');
  await page.getByRole('link', { name: texts.auth.signIn.forgotPassword }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel(texts.auth.signIn.email).fill(student.email);
  await page.getByRole('button', { name: texts.auth.forgotPassword.submit }).click();
  await expect(page).toHaveURL(/\/sent-email-to-recovery$/);
  await expect(page.getByText(texts.auth.sentEmailToRecovery.description)).toBeVisible();

  const mail = await waitForMail({
    to: student.email,
    subjectIncludes: 'Recuperação de senha',
  });
  await page.goto(findMailLink({ mail, pathPrefix: '/recovery-password' }));
  await page.getByLabel(texts.auth.recoveryPassword.password, { exact: true }).fill(newPassword);
  await page.getByLabel(texts.auth.recoveryPassword.confirmation).fill(newPassword);
  await page.getByRole('button', { name: texts.auth.recoveryPassword.submit }).click();
  await expect(page.getByText(MESSAGES.passwordRecovered)).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);

  // The old password no longer opens the account…
  await submitSignIn({ page, email: student.email, password: student.password });
  await expectSignInRefused({ page, message: MESSAGES.invalidCredentials });
  await expect(page).toHaveURL(/\/sign-in$/);
  expect((await readSessionUser({ page })).result).toBe('');

  // …the new one does.
  await submitSignIn({ page, email: student.email, password: newPassword });
  await expect(page).toHaveURL(/\/learn$/);
  await expect(
    page.getByRole('banner').getByRole('button', { name: new RegExp(student.firstName) }),
  ).toBeVisible();
  expect((await readSessionUser({ page })).result).toBe(student.username);

  // The link was single use.
  await page.goto(findMailLink({ mail, pathPrefix: '/recovery-password' }));
  await page
    .getByLabel(texts.auth.recoveryPassword.password, { exact: true })
    .fill(`${newPassword}2`);
  await page.getByLabel(texts.auth.recoveryPassword.confirmation).fill(`${newPassword}2`);
  await page.getByRole('button', { name: texts.auth.recoveryPassword.submit }).click();
  await expect(page.getByText(MESSAGES.recoveryLinkInvalid)).toBeVisible();
});
