// Class groups (issue 18): an admin creates a group, edits it, moves two learners into it and
// deletes it after confirming (its learners go back to the waiting list); support is kept out of
// the pages and refused by the API. Each page is checked with axe.
import { randomBytes } from 'node:crypto';
import { expect, test } from '../fixtures/class-group-learners';
import { expectNoAxeViolations } from '../support/axe';
import { interpolate, texts } from '../support/locale';
import { signInThroughApi } from '../support/sign-in';

const copy = texts.admin.classGroups;

test('an admin creates, edits, fills and deletes a class group', async ({
  page,
  adminMember,
  classGroupLearners,
}) => {
  // A whole journey with an accessibility check on each page, in both themes.
  test.setTimeout(120_000);
  const name = `Turma Maringá ${randomBytes(3).toString('hex')}`;
  const renamed = `${name} (noite)`;
  await signInThroughApi({ page, user: adminMember });
  const main = page.getByRole('main');

  await page.goto('/admin/class-groups');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    texts.admin.titles['class-groups'],
  );
  const search = main.getByRole('searchbox', { name: copy.list.search });
  await search.fill(classGroupLearners.sourceGroup.name);
  await expect(
    page.getByRole('row', { name: new RegExp(classGroupLearners.sourceGroup.name) }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Create: the spec's message when no content is chosen, then a valid group.
  await main.getByRole('link', { name: copy.list.newGroup }).click();
  await expect(page).toHaveURL(/\/admin\/class-groups\/form$/);
  await page.getByLabel(copy.form.name).fill(name);
  await page.getByRole('radio', { name: copy.form.validityDuration }).check();
  await page.getByLabel(copy.form.months).fill('6');
  await page.getByRole('button', { name: copy.form.submitCreate }).click();
  await expect(
    page
      .getByRole('group', { name: copy.form.content })
      .getByText(
        'É preciso escolher pelo menos um item do conteúdo associado para cadastrar uma turma',
      ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('group', { name: copy.form.content }).getByRole('checkbox').first().check();
  await page.getByRole('button', { name: copy.form.submitCreate }).click();
  await expect(page).toHaveURL(/\/admin\/class-groups\/$/);
  await search.fill(name);
  await expect(page.getByText(new RegExp(`${name}.*cadastrada`))).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('6 meses');

  // Edit.
  await page.getByRole('link', { name: interpolate(copy.list.editNamed, { name }) }).click();
  await expect(page).toHaveURL(/\/admin\/class-groups\/form\?id=/);
  await expect(page.getByLabel(copy.form.name)).toHaveValue(name);
  await page.getByLabel(copy.form.name).fill(renamed);
  await page.getByRole('button', { name: copy.form.submitEdit }).click();
  await expect(page).toHaveURL(/\/admin\/class-groups\/$/);
  await search.fill(name);
  const row = page.getByRole('row', { name: new RegExp(renamed.replace(/[()]/g, '\\$&')) });
  await expect(row).toBeVisible();

  // Move the two learners of the source group into it.
  await main.getByRole('link', { name: copy.list.moveUsers }).click();
  await expect(page).toHaveURL(/\/admin\/class-groups\/move-users$/);
  await page.getByRole('button', { name: copy.move.submit }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'É preciso adicionar usuários ao painel de destino!' }),
  ).toBeVisible();
  await page
    .getByLabel(copy.move.sourceGroup)
    .selectOption({ label: `${classGroupLearners.sourceGroup.name} (2)` });
  for (const learner of classGroupLearners.learners) {
    await expect(page.getByRole('cell', { name: learner.email })).toBeVisible();
  }
  await page.getByRole('checkbox', { name: copy.move.selectPage }).check();
  await expect(
    page.getByText(interpolate(copy.move.targetCount_other, { count: 2 })),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByRole('combobox', { name: copy.move.targetGroup })
    .selectOption({ label: `${renamed} (0)` });
  await page.getByRole('button', { name: copy.move.submit }).click();
  await expect(page).toHaveURL(/\/admin\/class-groups\/$/);
  await search.fill(name);
  await expect(row.getByRole('cell').nth(1)).toHaveText('2');

  // Delete, after the confirmation says what happens to the two learners.
  await page
    .getByRole('button', { name: interpolate(copy.list.deleteNamed, { name: renamed }) })
    .click();
  const dialog = page.getByRole('dialog', {
    name: interpolate(copy.delete.title, { name: renamed }),
  });
  await expect(dialog).toContainText(interpolate(copy.delete.learners_other, { count: 2 }));
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: copy.delete.confirm }).click();
  await expect(page).toHaveURL(/\/admin\/class-groups\/$/);
  await search.fill(name);
  await expect(page.getByText(/voltaram para a lista de espera/)).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('support is sent away from the class groups and refused by the API', async ({
  page,
  staffMember,
}) => {
  await signInThroughApi({ page, user: staffMember });

  await page.goto('/admin/class-groups');
  await expect(page).toHaveURL(/\/admin\/enrollment-users$/);

  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
  const response = await page.request.post('/class-groups/new-class-group', {
    headers: { 'csrf-token': decodeURIComponent(token) },
    data: {
      name: 'Turma do suporte',
      curriculumAvailable: ['react'],
      validityType: 'durationInMonths',
      durationInMonths: 6,
    },
  });
  expect(response.status()).toBe(403);
  const summary = await page.request.get('/class-groups/all-class-groups');
  expect(summary.status()).toBe(200);
});
