// The reports menu of the admin sidebar (issue 19): staff download one state's inactive-users CSV;
// the file is named by the domain rule, starts with the UTF-8 BOM and, read back by a maintained
// CSV parser, holds the state's inactive learners (the quoted name whole) and not the active one.
import { readFile } from 'node:fs/promises';
import { parseSemicolonCsv } from '@escola/api/testing/parse-csv';
import { expect, test } from '../fixtures/inactive-report-learners';
import { texts } from '../support/locale';
import { signInThroughApi } from '../support/sign-in';

const copy = texts.admin;
const FILE_NAME = /^usuarios-inativos-am-\d{2}-\d{2}-\d{4}_\d{2}-\d{2}-\d{2}\.csv$/;

test('staff download the inactive users of one state from the sidebar', async ({
  page,
  staffMember,
  inactiveReportLearners: set,
}) => {
  await signInThroughApi({ page, user: staffMember });
  await page.goto('/admin/enrollment-users');
  const sidebar = page.getByRole('navigation', { name: copy.navigation });
  await sidebar.getByRole('button', { name: copy.sections.reports }).click();
  await expect(sidebar.getByText(copy.links['inactive-users'])).toBeVisible();

  const downloadEvent = page.waitForEvent('download');
  await sidebar.getByRole('link', { name: set.state, exact: true }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toMatch(FILE_NAME);

  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = await parseSemicolonCsv(bytes);
  const header = rows[0] ?? [];
  expect(header).toEqual(expect.arrayContaining(['Nome', 'E-mail', 'Grupo', 'Última atividade']));
  const column = (name: string) => header.indexOf(name);
  const ours = rows.slice(1).filter((row) => row[column('Nome')]?.endsWith(set.tag));
  expect(ours.map((row) => [row[column('Nome')], row[column('Grupo')]])).toEqual([
    [set.inactive.name, set.group],
    [set.blocked.name, set.group],
  ]);
  expect(ours[1]?.[column('Bloqueado por inatividade em')]).toMatch(
    /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
  );
});
