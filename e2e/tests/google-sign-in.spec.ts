// "Entrar com Google" against the run's local OpenID Connect provider (support/oidc-provider.ts):
// the button on the sign-in page, the provider's own login and consent pages, back signed in.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { URL_FLASHES } from '@escola/contracts/url-flash';
import { expect, test } from '../fixtures/test-users';
import { texts } from '../support/locale';
import { registerGoogleAccount } from '../support/oidc-provider';
import { readSessionUser } from '../support/sign-in';

test.beforeEach(async ({ page }) => {
  // The provider's development pages import a web font; no outside host is reachable here.
  await page.route('https://fonts.googleapis.com/**', (route) => route.abort());
});

const newGoogleAccount = ({ name, email }: { name: string; email?: string }) => {
  const suffix = randomBytes(5).toString('hex');
  const account = {
    sub: `google-e2e-${suffix}`,
    email: email ?? `google-e2e-${suffix}@e2e.escola.dev`,
    email_verified: true,
    name,
  };
  registerGoogleAccount(account);
  return account;
};

/** At the provider: the development login page (any password), then consent. */
const signInAtProvider = async ({ page, login }: { page: Page; login: string }) => {
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('qualquer-senha');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
};

test('a new learner signs up with Google, accepts the terms and lands on /learn signed in', async ({
  page,
}) => {
  const account = newGoogleAccount({ name: 'Gabriela Google' });
  await page.goto('/sign-in');
  await page.getByRole('link', { name: texts.auth.google.signIn }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/interaction\//);
  await signInAtProvider({ page, login: account.sub });

  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/email-sign-up$/);
  await page.getByRole('button', { name: texts.settings.emailSignUp.acceptWithoutEmails }).click();
  await expect(page).toHaveURL(/\/learn$/);
  await expect(page.getByRole('banner').getByRole('button', { name: /Gabriela/ })).toBeVisible();
  const session = await readSessionUser({ page });
  expect(session.result).toMatch(/^gabriela-google-[0-9a-f]{6}$/);
});

test('an existing learner signs in with the Google account of the same e-mail', async ({
  page,
  student,
}) => {
  const account = newGoogleAccount({ name: 'Outro Nome no Google', email: student.email });
  await page.goto('/sign-up');
  await page.getByRole('link', { name: texts.auth.google.signIn }).click();
  await signInAtProvider({ page, login: account.sub });

  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/learn$/);
  await expect(
    page.getByRole('banner').getByRole('button', { name: new RegExp(student.firstName) }),
  ).toBeVisible();
  expect((await readSessionUser({ page })).result).toBe(student.username);
});

test('cancelling at the provider comes back to the sign-in page with a message', async ({
  page,
}) => {
  newGoogleAccount({ name: 'Desistente' });
  await page.goto('/sign-in');
  await page.getByRole('link', { name: texts.auth.google.signIn }).click();
  await page.getByRole('link', { name: '[ Cancel ]' }).click();

  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/sign-in$/);
  await expect(page.getByText(URL_FLASHES['google-cancelled'].message)).toBeVisible();
  expect((await readSessionUser({ page })).result).toBe('');
});
