// Account deletion (decision 011): a learner asks for the deletion in the settings, reads the
// countdown (and the e-mail), finds the banner on another page and cancels it.
import { MESSAGES } from '@escola/api/messages';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test-users';
import { interpolate, texts } from '../support/locale';
import { findMailLink, waitForMail } from '../support/mailbox';
import { signInThroughApi } from '../support/sign-in';

const deletionTexts = texts.settings.accountDeletion;

const settingsSection = (page: Page, title: string) =>
  page
    .locator('section.settings-section')
    .filter({ has: page.getByRole('heading', { name: title }) });

const pendingText = (days: number) => interpolate(deletionTexts.pending_other, { count: days });

test('request the deletion → "excluída em 30 dias" → revert → the status is gone', async ({
  page,
  student,
}) => {
  await signInThroughApi({ page, user: student });
  await page.goto('/settings');
  const section = settingsSection(page, deletionTexts.title);

  // Ask, confirming with the username.
  await section.getByRole('button', { name: deletionTexts.request }).click();
  const dialog = page.getByRole('dialog', { name: deletionTexts.confirmTitle });
  const confirm = dialog.getByRole('button', { name: deletionTexts.confirm });
  await expect(confirm).toBeDisabled();
  await dialog
    .getByLabel(interpolate(deletionTexts.confirmLabel, { username: student.username }))
    .fill(student.username);
  await confirm.click();
  await expect(page.getByText(MESSAGES.accountDeletionRequested(30))).toBeVisible();
  await expect(section.getByText(pendingText(30))).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);

  // The notice e-mail says when and links to the settings.
  const mail = await waitForMail({
    to: student.email,
    subjectIncludes: 'Pedido de exclusão da sua conta',
  });
  expect(mail.text).toContain('Ela será excluída em 30 dias');
  const settingsLink = findMailLink({ mail, pathPrefix: '/settings' });

  // Another page shows the banner; its link leads back to the section.
  await page.goto('/learn');
  const banner = page.getByRole('region', { name: deletionTexts.title });
  await expect(banner).toContainText(pendingText(30));
  await page.goto(settingsLink);
  await expect(page.getByRole('region', { name: deletionTexts.title })).toHaveCount(0);

  // Cancel: the status is gone, also after a reload and for the API.
  await section.getByRole('button', { name: deletionTexts.revert }).click();
  await expect(page.getByText(MESSAGES.accountDeletionReverted)).toBeVisible();
  await expect(section.getByRole('button', { name: deletionTexts.request })).toBeVisible();
  await page.reload();
  await expect(section.getByRole('button', { name: deletionTexts.request })).toBeVisible();
  await expect(section.getByText(pendingText(30))).toHaveCount(0);
  const status = await page.request.get('/account/user-deleted');
  expect(await status.json()).toMatchObject({ requestedDelete: false, daysToDelete: null });
});
