// The national programme's lists (issue 18): staff open /admin/waiting-list with learners on each
// list, filter by group, switch tabs, and export a list; the downloaded .xlsx is opened with
// exceljs and its rows checked, and its name follows the domain rule. The page is checked with axe.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test } from '../fixtures/national-list-learners';
import { expectNoAxeViolations } from '../support/axe';
import { interpolate, texts } from '../support/locale';
import { signInThroughApi } from '../support/sign-in';

const copy = texts.admin.waitingList;
const FILE_NAME = /^desistentes-reprovados_nacional-rr_\d{2}-\d{2}-\d{4}_\d{2}-\d{2}-\d{2}\.xlsx$/;

test('staff follow the national lists, filter by group and export a list', async ({
  page,
  staffMember,
  nationalListLearners: set,
}) => {
  await signInThroughApi({ page, user: staffMember });
  await page.goto(`/admin/waiting-list?search=${set.tag}`);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    texts.admin.titles['waiting-list'],
  );
  await expect(page.getByRole('tab', { name: copy.tabs.waiting })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const table = page.getByRole('table', { name: copy.captions.waiting });
  await expect(table.getByRole('row', { name: new RegExp(set.waiting.name) })).toBeVisible();
  await expect(
    table.getByRole('row', { name: new RegExp(set.waitingElsewhere.name) }),
  ).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(set.confirmed.name) })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The group filter: only the learner from Amazonas is left.
  const groupSelect = page.getByRole('combobox', { name: copy.group });
  await groupSelect.selectOption('nacional-am');
  await expect(page).toHaveURL(/group=nacional-am/);
  await expect(
    table.getByRole('row', { name: new RegExp(set.waitingElsewhere.name) }),
  ).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(set.waiting.name) })).toHaveCount(0);
  await groupSelect.selectOption('nacional-rr');

  await page.getByRole('tab', { name: copy.tabs['waiting-to-confirm'] }).click();
  await expect(
    page
      .getByRole('table', { name: copy.captions['waiting-to-confirm'] })
      .getByRole('row', { name: new RegExp(set.waitingToConfirm.name) }),
  ).toBeVisible();

  await page.getByRole('tab', { name: copy.tabs.confirmed }).click();
  const confirmedRow = page
    .getByRole('table', { name: copy.captions.confirmed })
    .getByRole('row', { name: new RegExp(set.confirmed.name) });
  await expect(confirmedRow).toContainText(set.classGroup.name);

  await page.getByRole('tab', { name: copy.tabs['reproved-and-dropout'] }).click();
  await expect(page).toHaveURL(/lista=reproved-and-dropout/);
  const reprovedTable = page.getByRole('table', { name: copy.captions['reproved-and-dropout'] });
  await expect(
    reprovedTable.getByRole('row', { name: new RegExp(set.dropout.name) }),
  ).toContainText(copy.statuses.desistente);
  await expect(
    reprovedTable.getByRole('row', { name: new RegExp(set.reproved.name) }),
  ).toContainText(copy.statuses.reprovado);
  await expectNoAxeViolations(page);

  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: copy.export.button }).click();
  const download = await downloadEvent;
  const fileName = download.suggestedFilename();
  expect(fileName).toMatch(FILE_NAME);
  await expect(page.getByText(interpolate(copy.export.done, { fileName }))).toBeVisible();

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  expect(rows[0]).toEqual(expect.arrayContaining(['Nome', 'E-mail', 'Grupo', 'Turma', 'Situação']));
  const header = rows[0] ?? [];
  const column = (name: string) => header.indexOf(name);
  expect(
    rows
      .slice(1)
      .map((row) => [row[column('Nome')], row[column('Grupo')], row[column('Situação')]]),
  ).toEqual([
    [set.dropout.name, 'nacional-rr', 'Desistente'],
    [set.reproved.name, 'nacional-rr', 'Reprovado'],
  ]);
});
