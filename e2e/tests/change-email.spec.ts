// E-mail change: new address + password on /update-email → success → signed out about 3 s later;
// the confirmation link arrives at the new address, the old one gets a notice; the new address
// signs in, the old one no longer does (decision 012).
import { MESSAGES } from '@escola/api/messages';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test-users';
import { texts } from '../support/locale';
import { findMailLink, waitForMail } from '../support/mailbox';
import { expectSignInRefused, readSessionUser, signInThroughApi } from '../support/sign-in';

const submitSignIn = async ({
  page,
  email,
  password,
}: {
  page: Page;
  email: string;
  password: string;
}) => {
  await page.goto('/sign-in');
  await page.getByLabel(texts.auth.signIn.email).fill(email);
  await page.getByLabel(texts.auth.signIn.password).fill(password);
  await page.getByRole('button', { name: texts.auth.signIn.submit }).click();
};

test('change e-mail → signed out after 3 s → the new address signs in, the old does not', async ({
  page,
  student,
}) => {
  const newEmail = `novo-${student.username}@e2e.escola.dev`;
  await signInThroughApi({ page, user: student });

  await page.goto('/settings');
  await page.getByRole('link', { name: texts.settings.emailChange.open }).click();
  await expect(page).toHaveURL(/\/update-email$/);
  await page.getByLabel(texts.settings.emailChange.newEmail).fill(newEmail);
  await page.getByLabel(texts.settings.password.currentPassword).fill(student.password);
  await page.getByRole('button', { name: texts.settings.emailChange.submit }).click();

  await expect(page.getByText(MESSAGES.emailChanged)).toBeVisible();
  await expect(page.getByRole('button', { name: texts.settings.signingOut })).toBeDisabled();
  // GET /signout ends the session and lands on /learn as a visitor.
  await expect(page).toHaveURL(/\/learn$/, { timeout: 10_000 });
  await expect(
    page.getByRole('banner').getByRole('link', { name: texts.shell.signIn }),
  ).toBeVisible();
  expect((await readSessionUser({ page })).result).toBe('');

  const notice = await waitForMail({
    to: student.email,
    subjectIncludes: 'Seu e-mail foi alterado',
  });
  expect(notice.text).toContain(newEmail);
  const verification = await waitForMail({
    to: newEmail,
    subjectIncludes: 'Confirme seu e-mail',
  });
  await page.goto(findMailLink({ mail: verification, pathPrefix: '/verification-email' }));
  await expect(page.getByText(texts.auth.verificationEmail.confirmed)).toBeVisible();

  // The old address no longer opens the account…
  await submitSignIn({ page, email: student.email, password: student.password });
  await expectSignInRefused({ page, message: MESSAGES.invalidCredentials });
  expect((await readSessionUser({ page })).result).toBe('');

  // …the new one does.
  await submitSignIn({ page, email: newEmail, password: student.password });
  await expect(page).toHaveURL(/\/learn$/);
  await expect(
    page.getByRole('banner').getByRole('button', { name: new RegExp(student.firstName) }),
  ).toBeVisible();
  expect((await readSessionUser({ page })).result).toBe(student.username);
});
