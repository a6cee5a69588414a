// Automatic e-mails (issue 20, decision 046): an admin switches the password-recovery e-mail off
// on /admin/emails ("Automáticos", after confirming); a learner who asks for a new password on
// /forgot-password then gets no e-mail. Switched on again, the next request's e-mail arrives.
// axe checks the tab and the confirmation dialog.
import { AUTOMATIC_EMAILS } from '@escola/domain/automatic-emails';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test-users';
import { expectNoAxeViolations } from '../support/axe';
import { interpolate, texts } from '../support/locale';
import { mailsTo, waitForMail } from '../support/mailbox';
import { signInThroughApi } from '../support/sign-in';

const copy = texts.admin.automaticEmails;
const recovery = AUTOMATIC_EMAILS['password-recovery'];
const RECOVERY_SUBJECT = 'Recuperação de senha';
/** Long enough for an e-mail the app would send right after answering. */
const NO_MAIL_WAIT_MS = 4000;

const askForRecovery = async ({ page, email }: { page: Page; email: string }) => {
  await page.goto('/forgot-password');
  await page.getByLabel(texts.auth.signIn.email).fill(email);
  await page.getByRole('button', { name: texts.auth.forgotPassword.submit }).click();
  await expect(page).toHaveURL(/\/sent-email-to-recovery$/);
};

const recoveryMailsTo = (email: string) =>
  mailsTo(email).filter((mail) => mail.subject.includes(RECOVERY_SUBJECT));

test('admin switches the recovery e-mail off and the learner gets none; on again, it arrives', async ({
  page,
  browser,
  adminMember,
  student,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const learnerContext = await browser.newContext({ baseURL });
  const learnerPage = await learnerContext.newPage();
  try {
    await signInThroughApi({ page, user: adminMember });
    await page.goto('/admin/emails');
    await page.getByRole('tab', { name: texts.admin.emailTabs.automaticos }).click();
    await expect(page).toHaveURL(/tipo=automaticos/);
    const section = page.getByRole('region', { name: copy.sectionTitle });
    const row = section.getByRole('row').filter({ hasText: recovery.description });
    await expect(row).toContainText(copy.list.on);
    await expectNoAxeViolations(page);

    // Off, after confirming what it means.
    await row.getByText(copy.list.active, { exact: true }).click();
    const dialog = page.getByRole('dialog', {
      name: interpolate(copy.deactivate.title, { name: recovery.name }),
    });
    await expect(dialog).toContainText(copy.deactivate.body);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: copy.deactivate.confirm }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(copy.list.off);

    // The learner's request goes through as always, but no e-mail comes.
    await askForRecovery({ page: learnerPage, email: student.email });
    await learnerPage.waitForTimeout(NO_MAIL_WAIT_MS);
    expect(recoveryMailsTo(student.email)).toHaveLength(0);

    // On again: the next request's e-mail arrives.
    await row.getByText(copy.list.active, { exact: true }).click();
    await expect(row).toContainText(copy.list.on);
    await askForRecovery({ page: learnerPage, email: student.email });
    const mail = await waitForMail({ to: student.email, subjectIncludes: RECOVERY_SUBJECT });
    expect(mail.links.some((link) => link.includes('/recovery-password?token='))).toBe(true);
    expect(recoveryMailsTo(student.email)).toHaveLength(1);
  } finally {
    await learnerContext.close();
    // Never leave the school without recovery e-mails, whatever failed above.
    const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrf_token');
    await page.request.put('/api/automaticEmails/toggle-active/password-recovery?isActive=true', {
      headers: { 'csrf-token': csrf?.value ?? '' },
    });
  }
});
