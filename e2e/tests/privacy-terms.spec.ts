// LGPD consent is asked until it is given (issue 15): a new account that leaves the terms page
// (the logo, a typed address, a bookmarked challenge) is brought back to it before learning; the
// settings stay reachable; accepting lets the learner in and is recorded.
import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@escola/api/messages';
import { expect } from '@playwright/test';
import { test } from '../fixtures/test-users';
import { texts } from '../support/locale';
import { readSessionUser } from '../support/sign-in';

const suffix = randomBytes(5).toString('hex');
const learner = {
  name: 'Renata Termos',
  email: `e2e-termos-${suffix}@e2e.escola.dev`,
  password: `senha-termos-${suffix}`,
};

test('a new account that skips the privacy terms is brought back to them before learning', async ({
  page,
}) => {
  await page.goto('/sign-up');
  await page.getByLabel(texts.auth.signUp.name).fill(learner.name);
  await page.getByLabel(texts.auth.signIn.email).fill(learner.email);
  await page.getByLabel(texts.auth.signIn.password).fill(learner.password);
  await page.getByRole('button', { name: texts.auth.signUp.submit }).click();
  await expect(page.getByText(MESSAGES.signUpSuccess)).toBeVisible();
  await expect(page).toHaveURL(/\/email-sign-up$/);

  // The logo leads to the map: the terms come first.
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Escola de Código/ })
    .click();
  await expect(page).toHaveURL(/\/email-sign-up$/);
  // So does a challenge's address typed or bookmarked.
  await page.goto('/learn/logica-de-programacao/primeiros-algoritmos/guarde-valores-em-variaveis');
  await expect(page).toHaveURL(/\/email-sign-up$/);
  // The settings are not learning: they stay reachable.
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: texts.settings.title })).toBeVisible();

  await page.goto('/email-sign-up');
  await page.getByRole('button', { name: texts.settings.emailSignUp.acceptWithoutEmails }).click();
  await expect(page).toHaveURL(/\/learn$/);
  const session = await readSessionUser({ page });
  expect(session.user[session.result]).toMatchObject({ acceptedPrivacyTerms: true });
  await page.goto('/learn/logica-de-programacao/primeiros-algoritmos/guarde-valores-em-variaveis');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Guarde valores em variáveis' }),
  ).toBeVisible();
});
