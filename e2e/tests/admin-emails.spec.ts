// Manual e-mails (issue 20): an admin schedules one for a future date (the form first refuses an
// empty one with the API's words and shows how many learners the audience reaches), sees it in the
// list as "Envio programado" with today's recipient count (on the way its preview shows the e-mail
// formatted and a test arrives in the admin's own mailbox), edits its subject, cancels it after
// confirming and sees "Cancelado". axe checks the page, the form drawer and the dialog.
import { randomBytes } from 'node:crypto';
import { MANUAL_EMAIL_FIELD_MESSAGES } from '@escola/contracts/manual-email-payload';
import { formatZonedWallTime } from '@escola/domain/zoned-date';
import { expect, test } from '../fixtures/test-users';
import { expectNoAxeViolations } from '../support/axe';
import { interpolate, texts } from '../support/locale';
import { waitForMail } from '../support/mailbox';
import { signInThroughApi } from '../support/sign-in';

const copy = texts.admin.manualEmails;
const TWO_DAYS_MS = 2 * 24 * 60 * 60 * 1000;

test('admin schedules, edits and cancels a manual e-mail', async ({ page, adminMember }) => {
  test.setTimeout(120_000);
  const subject = `Novidades ${randomBytes(3).toString('hex')}`;
  const editedSubject = `${subject} de sexta`;
  // Two days ahead, typed as Brasília's wall clock; the list shows it as dd/MM/yyyy HH:mm.
  const sendAt = formatZonedWallTime({ date: new Date(Date.now() + TWO_DAYS_MS) });
  const [date, time] = sendAt.split('T') as [string, string];
  const listedDate = `${date.split('-').reverse().join('/')} ${time}`;
  const section = page.getByRole('region', { name: copy.sectionTitle });

  await signInThroughApi({ page, user: adminMember });
  await page.goto('/admin/emails');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.admin.titles.emails);
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(copy.sectionTitle);
  await expectNoAxeViolations(page);

  // The form refuses an empty e-mail, shows the audience's count, then schedules a valid one.
  await section.getByRole('button', { name: copy.list.newEmail }).click();
  const drawer = page.getByRole('dialog', { name: copy.form.createTitle });
  await drawer.getByRole('button', { name: copy.form.submitCreate }).click();
  await expect(drawer.getByText(MANUAL_EMAIL_FIELD_MESSAGES.subjectRequired)).toBeVisible();
  await expect(drawer.getByText(MANUAL_EMAIL_FIELD_MESSAGES.bodyRequired)).toBeVisible();
  await expect(drawer.getByText(MANUAL_EMAIL_FIELD_MESSAGES.sendDateRequired)).toBeVisible();
  await expect(drawer.getByRole('status').filter({ hasText: /Hoje este público/ })).toBeVisible();
  await drawer.getByLabel(copy.form.subject, { exact: true }).fill(subject);
  await drawer
    .getByLabel(copy.form.body, { exact: true })
    .fill('Olá, {{nome}}!\n\nTem aula nova em {{link}}.');
  // The server's preview shows the e-mail formatted, with the admin's name; a test goes to them.
  const preview = drawer.getByRole('article', { name: texts.admin.emailPreview.frameTitle });
  await expect(preview.getByText(`Olá, ${adminMember.name}!`)).toBeVisible();
  await expect(preview.getByRole('link', { name: /\/learn$/ })).toBeVisible();
  await drawer.getByRole('button', { name: texts.admin.emailPreview.sendTest }).click();
  const testMail = await waitForMail({ to: adminMember.email, subjectIncludes: '[Teste]' });
  expect(testMail.subject).toBe(`[Teste] ${subject}`);
  expect(testMail.text).toContain(`Olá, ${adminMember.name}!`);
  await drawer.getByLabel(copy.form.sendAt, { exact: true }).fill(sendAt);
  await expectNoAxeViolations(page);
  await drawer.getByRole('button', { name: copy.form.submitCreate }).click();
  await expect(drawer).toBeHidden();

  const row = section.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('Envio programado');
  await expect(row).toContainText(listedDate);
  await expect(row.getByRole('cell').filter({ hasText: /^[\d.]+ hoje$/ })).toBeVisible();

  // Edit the subject.
  await row.getByRole('button', { name: interpolate(copy.list.editNamed, { subject }) }).click();
  const editDrawer = page.getByRole('dialog', { name: copy.form.editTitle });
  await expect(editDrawer.getByLabel(copy.form.sendAt, { exact: true })).toHaveValue(sendAt);
  await editDrawer.getByLabel(copy.form.subject, { exact: true }).fill(editedSubject);
  await editDrawer.getByRole('button', { name: copy.form.submitEdit }).click();
  await expect(editDrawer).toBeHidden();
  const editedRow = section.getByRole('row').filter({ hasText: editedSubject });
  await expect(editedRow).toContainText('Envio programado');

  // Cancel, after confirming.
  await editedRow
    .getByRole('button', { name: interpolate(copy.list.cancelNamed, { subject: editedSubject }) })
    .click();
  const dialog = page.getByRole('dialog', {
    name: interpolate(copy.cancel.title, { subject: editedSubject }),
  });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: copy.cancel.confirm }).click();
  await expect(dialog).toBeHidden();
  await expect(editedRow).toContainText('Cancelado');
  await expect(editedRow.getByRole('button')).toHaveCount(0);
});
