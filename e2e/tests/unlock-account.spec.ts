// A learner blocked by inactivity: sign-in warns and goes to /unlock-account without a session;
// unlocking with e-mail and password signs in and lands on /learn (decision 012).
import { MESSAGES } from '@escola/api/messages';
import { expect, test } from '../fixtures/test-users';
import { texts } from '../support/locale';
import { readSessionUser } from '../support/sign-in';

test('blocked account → sign-in warning → /unlock-account → unlock with password → /learn', async ({
  page,
  blockedStudent,
}) => {
  await page.goto('/sign-in');
  await page.getByLabel(texts.auth.signIn.email).fill(blockedStudent.email);
  await page.getByLabel(texts.auth.signIn.password).fill(blockedStudent.password);
  await page.getByRole('button', { name: texts.auth.signIn.submit }).click();

  await expect(page.getByText(MESSAGES.blockedByInactivityAtSignIn)).toBeVisible();
  await expect(page).toHaveURL(/\/unlock-account$/);
  await expect(
    page.getByRole('heading', { level: 1, name: texts.auth.unlockAccount.title }),
  ).toBeVisible();
  expect((await readSessionUser({ page })).result).toBe('');

  // A wrong password leaves the account blocked…
  await page.getByLabel(texts.auth.signIn.email).fill(blockedStudent.email);
  await page.getByLabel(texts.auth.signIn.password).fill(`${blockedStudent.password}-errada`);
  await page.getByRole('button', { name: texts.auth.unlockAccount.submit }).click();
  await expect(page.getByText(MESSAGES.unlockInvalidCredentials)).toBeVisible();
  expect((await readSessionUser({ page })).result).toBe('');

  // …the right one unlocks it and signs in.
  await page.getByLabel(texts.auth.signIn.password).fill(blockedStudent.password);
  await page.getByRole('button', { name: texts.auth.unlockAccount.submit }).click();
  await expect(page).toHaveURL(/\/learn$/);
  await expect(page.getByText(MESSAGES.accountUnlocked)).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('button', { name: new RegExp(blockedStudent.firstName) }),
  ).toBeVisible();
  expect((await readSessionUser({ page })).result).toBe(blockedStudent.username);

  // The account stays unlocked: a later sign-in works as usual.
  await page.goto('/signout');
  const signIn = await page.request.post('/signin-local', {
    data: { email: blockedStudent.email, password: blockedStudent.password },
  });
  expect(signIn.status()).toBe(200);
});
