// Recurring e-mails (issue 20, decision 047): an admin creates one (every Monday at 09:00,
// Brasília), sees it listed with its schedule and next run, edits its subject and time, deactivates
// it, and reads its change log: three entries — created, edited, deactivated — each by the admin,
// with the subject and schedule of that moment. axe checks the tab, the drawer and the dialog.
import { randomBytes } from 'node:crypto';
import { expect, test } from '../fixtures/test-users';
import { expectNoAxeViolations } from '../support/axe';
import { interpolate, texts } from '../support/locale';
import { signInThroughApi } from '../support/sign-in';

const copy = texts.admin.recurringEmails;
const fields = texts.admin.manualEmails.form;

test('admin creates, edits and deactivates a recurring e-mail and reads its change log', async ({
  page,
  adminMember,
}) => {
  test.setTimeout(120_000);
  const subject = `Resumo semanal ${randomBytes(3).toString('hex')}`;
  const editedSubject = `${subject} revisto`;
  const section = page.getByRole('region', { name: copy.sectionTitle });

  await signInThroughApi({ page, user: adminMember });
  await page.goto('/admin/emails');
  await page.getByRole('tab', { name: texts.admin.emailTabs.recorrentes }).click();
  await expect(page).toHaveURL(/tipo=recorrentes/);
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(copy.sectionTitle);

  // Create: every Monday at 09:00 (the form's default schedule).
  await section.getByRole('button', { name: copy.list.newEmail }).click();
  const drawer = page.getByRole('dialog', { name: copy.form.createTitle });
  await expect(drawer.getByLabel(copy.form.weekday)).toHaveValue('1');
  await expectNoAxeViolations(page);
  await drawer.getByLabel(fields.subject, { exact: true }).fill(subject);
  await drawer.getByLabel(fields.body, { exact: true }).fill('Olá, {{nome}}! Veja {{link}}.');
  await expect(drawer.getByLabel(copy.form.time)).toHaveValue('09:00');
  await drawer.getByRole('button', { name: copy.form.submitCreate }).click();
  await expect(drawer).toBeHidden();

  const row = section.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('Toda segunda-feira às 09:00');
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} 09:00/);
  await expect(row).toContainText(copy.list.neverRun);
  await expect(row).toContainText(copy.list.active);
  await expectNoAxeViolations(page);

  // Edit: a new subject, Fridays at 18:30.
  await row.getByRole('button', { name: interpolate(copy.list.editNamed, { subject }) }).click();
  const editDrawer = page.getByRole('dialog', { name: copy.form.editTitle });
  await expect(editDrawer.getByLabel(fields.subject, { exact: true })).toHaveValue(subject);
  await editDrawer.getByLabel(fields.subject, { exact: true }).fill(editedSubject);
  await editDrawer.getByLabel(copy.form.weekday).selectOption({ label: 'sexta-feira' });
  await editDrawer.getByLabel(copy.form.time).fill('18:30');
  await editDrawer.getByRole('button', { name: copy.form.submitEdit }).click();
  await expect(editDrawer).toBeHidden();
  const editedRow = section.getByRole('row').filter({ hasText: editedSubject });
  await expect(editedRow).toContainText('Toda sexta-feira às 18:30');
  await expect(editedRow).toContainText(/\d{2}\/\d{2}\/\d{4} 18:30/);

  // Deactivate: no next run, "Desativado".
  await editedRow
    .getByRole('button', {
      name: interpolate(copy.list.deactivateNamed, { subject: editedSubject }),
    })
    .click();
  await expect(editedRow).toContainText(copy.list.inactive);
  await expect(
    editedRow.getByRole('button', {
      name: interpolate(copy.list.activateNamed, { subject: editedSubject }),
    }),
  ).toBeVisible();

  // The change log: created, edited, deactivated — all by the admin.
  await editedRow
    .getByRole('button', { name: interpolate(copy.list.historyNamed, { subject: editedSubject }) })
    .click();
  const dialog = page.getByRole('dialog', {
    name: interpolate(copy.history.title, { subject: editedSubject }),
  });
  const entries = dialog.getByRole('listitem');
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toContainText('Criado');
  await expect(entries.nth(0)).toContainText(`Assunto: ${subject}. Toda segunda-feira às 09:00.`);
  await expect(entries.nth(1)).toContainText('Editado');
  await expect(entries.nth(1)).toContainText(
    `Assunto: ${editedSubject}. Toda sexta-feira às 18:30.`,
  );
  await expect(entries.nth(2)).toContainText('Desativado');
  for (const index of [0, 1, 2]) {
    await expect(entries.nth(index)).toContainText(`por ${adminMember.name}`);
  }
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: copy.history.close }).click();
  await expect(dialog).toBeHidden();
});
