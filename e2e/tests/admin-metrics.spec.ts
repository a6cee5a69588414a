// The national department's metrics (issue 19): an admin opens the dashboard from the reports
// menu, sees a chart (an image named by its section) and, with the button, its table; then
// downloads the PDF, named by the domain rule, whose extracted text holds the same numbers the
// dashboard's call answers (one worker: nothing changes the programme between the two reads). The
// page passes axe with a table shown.
import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import type { GetAdminReportNationalMetricsResponse } from '@escola/contracts/get-admin-report-national-metrics';
import { formatCount, NATIONAL_METRICS_STATUSES } from '@escola/domain/national-metrics';
import { expect, test } from '../fixtures/test-users';
import { expectNoAxeViolations } from '../support/axe';
import { texts } from '../support/locale';
import { signInThroughApi } from '../support/sign-in';

const copy = texts.admin;
const FILE_NAME = /^metricas-nacional-\d{2}-\d{2}-\d{4}_\d{2}-\d{2}-\d{2}\.pdf$/;

test('an admin reads the metrics dashboard and downloads the metrics PDF', async ({
  page,
  adminMember,
}) => {
  await signInThroughApi({ page, user: adminMember });
  await page.goto('/admin/enrollment-users');
  const sidebar = page.getByRole('navigation', { name: copy.navigation });
  await sidebar.getByRole('button', { name: copy.sections.reports }).click();
  await sidebar.getByRole('link', { name: copy.links['national-metrics'] }).click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
  await expect(page.getByRole('heading', { name: copy.metrics.title, level: 1 })).toBeVisible();

  const section = page.getByRole('region', { name: copy.metrics.sections.states });
  const chart = section.getByRole('img', { name: copy.metrics.sections.states });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAttribute('aria-describedby', /.+/);
  await expect(section.getByRole('table')).toBeHidden();
  await section.getByRole('button', { name: copy.metrics.showTable }).click();
  const table = section.getByRole('table', { name: copy.metrics.sections.states });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(1 + 8 + 1);
  await expectNoAxeViolations(page);

  const answer = await page.request.get('/api/admin/report/national-metrics');
  expect(answer.status()).toBe(200);
  const metrics = (await answer.json()) as GetAdminReportNationalMetricsResponse;
  const pr = metrics.states.find((state) => state.state === 'PR');
  if (!pr) throw new Error('PR ausente das métricas');
  await expect(table.getByRole('row', { name: /^PR/ })).toContainText(formatCount(pr.learners));

  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('link', { name: copy.metrics.downloadPdf }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toMatch(FILE_NAME);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
    mergePages: true,
  });
  const flat = text.replaceAll(/\s+/g, ' ');
  expect(flat).toContain('Métricas do programa nacional');
  expect(flat).toMatch(/Gerado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(horário de Brasília\)/);
  const statusCells = NATIONAL_METRICS_STATUSES.map((status) =>
    formatCount(pr.statuses[status]),
  ).join(' ');
  expect(flat).toContain(`PR ${formatCount(pr.learners)} ${statusCells}`);
  expect(flat).toContain(`Total ${formatCount(metrics.totals.learners)}`);
  for (const section of Object.values(copy.metrics.sections)) expect(flat).toContain(section);
});
