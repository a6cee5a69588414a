// The living component catalogue at /design (issue 15): its sections, a few interactions a user
// would try (pick a date, sort the table, filter the combobox, switch the theme), and axe-core in
// the light and the dark theme.
import type { Page } from '@playwright/test';
import design from '../../apps/web/src/locales/pt-BR/design.json' with { type: 'json' };
import { expect, test } from '../fixtures/test-users';
import { expectNoAxeViolations } from '../support/axe';
import { texts } from '../support/locale';

// The catalogue renders every component at once, and axe runs on all of it twice.
test.describe.configure({ timeout: 120_000 });

const openCatalogue = async (page: Page) => {
  await page.goto('/design');
  await expect(page.getByRole('heading', { level: 1, name: design.title })).toBeVisible({
    timeout: 30_000,
  });
};

const openCalendar = async (page: Page) => {
  await page
    .getByRole('group', { name: design.datePicker.label, exact: true })
    .getByRole('button')
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
};

test('the catalogue shows the tokens and every component section', async ({ page }) => {
  await openCatalogue(page);
  await expect(page).toHaveTitle(new RegExp(design.title));
  for (const title of Object.values(design.sections)) {
    await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByText('--color-primary', { exact: true })).toBeVisible();
});

test('a date picked in the calendar shows as dd/mm/aaaa and is sent as yyyy-MM-dd', async ({
  page,
}) => {
  await openCatalogue(page);
  const field = page.getByRole('group', { name: design.datePicker.label, exact: true });
  await expect(field).toHaveText('dd/mm/aaaa');
  await field.getByRole('button').click();
  const calendar = page.getByRole('dialog');
  await expect(calendar.getByRole('heading')).toHaveText(
    /^(janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro) de \d{4}$/,
  );
  await calendar.getByRole('button', { name: /, 15 de / }).click();
  await expect(calendar).toBeHidden();
  await expect(field).toHaveText(/^15\/\d{2}\/\d{4}$/);
  const [, month, year] = ((await field.textContent()) ?? '').split('/');
  await expect(page.getByText(`Enviado como: ${year}-${month}-15`)).toBeVisible();
});

test('on an iPhone the calendar opens without an inline style the policy refuses', async ({
  page,
}) => {
  // React Aria keeps the page from scrolling behind an open overlay another way on iPhone and iPad
  // (a <style> it adds while the overlay is open): it tells them by navigator.platform. The base
  // fixture fails the test if the policy refused that style (support/content-security-policy.ts).
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'platform', { get: () => 'iPhone' });
    Object.defineProperty(navigator, 'userAgentData', { get: () => undefined });
  });
  await openCatalogue(page);
  await openCalendar(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('sorting a column changes aria-sort and the pages move on', async ({ page }) => {
  await openCatalogue(page);
  const table = page.getByRole('table', { name: design.dataTable.caption, exact: true });
  const points = table.getByRole('columnheader', { name: design.dataTable.points });
  await expect(table.getByRole('columnheader', { name: design.dataTable.name })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(points).toHaveAttribute('aria-sort', 'none');
  await points.getByRole('button').click();
  await expect(points).toHaveAttribute('aria-sort', 'ascending');
  await expect(table.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText('0');
  await points.getByRole('button').click();
  await expect(points).toHaveAttribute('aria-sort', 'descending');
  await expect(table.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText('499');

  const pagination = page.getByRole('navigation', {
    name: texts.common.dataTable.pagination.replace('{{caption}}', design.dataTable.caption),
    exact: true,
  });
  await expect(pagination.getByText('Página 1 de 28')).toBeVisible();
  await expect(
    pagination.getByRole('button', { name: texts.common.dataTable.previous }),
  ).toBeDisabled();
  await pagination.getByRole('button', { name: texts.common.dataTable.next }).click();
  await expect(pagination.getByText('Página 2 de 28')).toBeVisible();
});

test('the combobox filters its options and says when none matches', async ({ page }) => {
  await openCatalogue(page);
  const input = page.getByRole('combobox', { name: design.comboBox.label, exact: true });
  const list = page.getByRole('listbox');
  const typeInto = async (text: string) => {
    await input.clear();
    await input.pressSequentially(text);
  };
  await typeInto('rio');
  await expect(list.getByRole('option')).toHaveText(['Rio Grande do Norte', 'Rio Grande do Sul']);
  await typeInto('Acre');
  await expect(list).toHaveText(design.comboBox.empty);
  await typeInto('cea');
  await list.getByRole('option', { name: 'Ceará' }).click();
  await expect(input).toHaveValue('Ceará');
});

test('the theme switch applies the dark and light themes; axe finds no violation in either', async ({
  page,
}) => {
  await openCatalogue(page);
  const html = page.locator('html');
  await page.getByRole('radio', { name: design.theme.dark }).check();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('radio', { name: design.theme.light }).check();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.getByRole('radio', { name: design.theme.system }).check();
  await expect(html).not.toHaveAttribute('data-theme');

  const table = page.getByRole('table', { name: design.dataTable.caption, exact: true });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await expectNoAxeViolations(page);

  // With the calendar open too.
  await openCalendar(page);
  await expectNoAxeViolations(page);
});
