// A new learner's first visit: sign up, confirm the address through the link of the e-mail the app
// really sent, sign in, choose a theme and a username in the settings, sign out through the modal.
import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@escola/api/messages';
import {
  UPDATED_MESSAGES,
  USERNAME_FLASH_MESSAGES,
} from '@escola/api/modules/settings/settings-messages';
import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures/test-users';
import { texts } from '../support/locale';
import { findMailLink, waitForMail } from '../support/mailbox';
import { readSessionUser } from '../support/sign-in';

const suffix = randomBytes(5).toString('hex');
const learner = {
  name: 'Larissa Cadastro',
  firstName: 'Larissa',
  email: `e2e-cadastro-${suffix}@e2e.escola.dev`,
  password: `senha-cadastro-${suffix}`,
  newUsername: `larissa-${suffix}`,
};

/** The computed page background (the tests' TypeScript has no DOM types: an expression string). */
const backgroundColour = (page: Page) =>
  page.evaluate<string>('getComputedStyle(document.body).backgroundColor');

const settingsSection = (page: Page, title: string) =>
  page
    .locator('section.settings-section')
    .filter({ has: page.getByRole('heading', { name: title }) });

test('sign up → verification link from the e-mail → sign in → theme and username → sign out', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);

  // 1. Sign up: the new account is signed in and goes on to the privacy terms after 2 s.
  await page.goto('/sign-up');
  await page.getByLabel(texts.auth.signUp.name).fill(learner.name);
  await page.getByLabel(texts.auth.signIn.email).fill(learner.email);
  await page.getByLabel(texts.auth.signIn.password).fill(learner.password);
  await page.getByRole('button', { name: texts.auth.signUp.submit }).click();
  await expect(page.getByText(MESSAGES.signUpSuccess)).toBeVisible();
  await expect(page).toHaveURL(/\/email-sign-up$/);
  await page.getByRole('button', { name: texts.settings.emailSignUp.acceptWithoutEmails }).click();
  await expect(page).toHaveURL(/\/learn$/);
  const afterSignUp = await readSessionUser({ page });
  const generatedUsername = afterSignUp.result;
  expect(afterSignUp.user[generatedUsername]).toMatchObject({
    email: learner.email,
    emailVerified: false,
    acceptedPrivacyTerms: true,
  });

  // 2. The verification link, opened in another browser (as from a phone's mail app).
  const mail = await waitForMail({
    to: learner.email,
    subjectIncludes: 'Confirme seu e-mail',
  });
  const link = findMailLink({ mail, pathPrefix: '/verification-email' });
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(link);
  await expect(visitor.getByText(texts.auth.verificationEmail.confirmed)).toBeVisible();

  // 3. Sign in through the form.
  await visitor.goto('/sign-in');
  await visitor.getByLabel(texts.auth.signIn.email).fill(learner.email);
  await visitor.getByLabel(texts.auth.signIn.password).fill(learner.password);
  await visitor.getByRole('button', { name: texts.auth.signIn.submit }).click();
  await expect(visitor).toHaveURL(/\/learn$/);
  const header = visitor.getByRole('banner');
  await expect(header.getByRole('button', { name: new RegExp(learner.firstName) })).toBeVisible();
  const signedIn = await readSessionUser({ page: visitor });
  expect(signedIn.result).toBe(generatedUsername);
  expect(signedIn.user[generatedUsername]).toMatchObject({ emailVerified: true });

  // 4. Settings: the night theme changes the page's colours at once and is saved.
  await visitor.goto('/settings');
  await expect(
    visitor.getByRole('heading', { level: 1, name: texts.settings.title }),
  ).toBeVisible();
  const lightBackground = await backgroundColour(visitor);
  await visitor.getByRole('switch', { name: texts.settings.theme.label }).click();
  await expect(visitor.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(visitor.locator('body')).not.toHaveCSS('background-color', lightBackground);
  await expect(visitor.getByText(UPDATED_MESSAGES.themes)).toBeVisible();

  // 5. A new username: checked for availability after a 2 s pause, then saved.
  const usernameSection = settingsSection(visitor, texts.settings.username.title);
  const usernameInput = usernameSection.getByLabel(texts.settings.username.label);
  await usernameInput.fill(learner.newUsername);
  await expect(usernameSection.getByRole('status')).toHaveText(texts.settings.username.available);
  await usernameSection.getByRole('button', { name: texts.settings.username.save }).click();
  await expect(visitor.getByText(USERNAME_FLASH_MESSAGES.updated)).toBeVisible();
  const updated = await readSessionUser({ page: visitor });
  expect(updated.result).toBe(learner.newUsername);
  expect(updated.user[learner.newUsername]).toMatchObject({ theme: 'night' });

  // The theme survives a reload: it was saved, not only shown.
  await visitor.reload();
  await expect(visitor.locator('html')).toHaveAttribute('data-theme', 'dark');

  // 6. Sign out through the confirmation modal.
  await header.getByRole('button', { name: new RegExp(learner.firstName) }).click();
  await visitor
    .getByRole('link', { name: texts.shell.menu['sign-out'] })
    .or(visitor.getByRole('button', { name: texts.shell.menu['sign-out'] }))
    .click();
  const dialog = visitor.getByRole('dialog', { name: texts.shell.signOut.title });
  await dialog.getByRole('button', { name: texts.shell.signOut.confirm }).click();
  await expect(header.getByRole('link', { name: texts.shell.signIn })).toBeVisible();
  expect(await readSessionUser({ page: visitor })).toEqual({ user: {}, result: '' });
  await context.close();
});
