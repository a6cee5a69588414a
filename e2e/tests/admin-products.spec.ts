// Products (issue 19): an admin syncs the products from the fake sales system (three products, one
// inactive) and links one after confirming — the page re-syncs the linked product 1 s later;
// support is kept out of the page and refused by the API; at 360 px the page does not overflow.
// Each state is checked with axe in both themes.
import { PRODUCTS_PATH } from '@escola/contracts/get-products';
import { SYNC_PRODUCTS_PATH } from '@escola/contracts/post-product-sync-sgn';
import { expect, test } from '../fixtures/test-users';
import { expectNoAxeViolations } from '../support/axe';
import { interpolate, texts } from '../support/locale';
import { signInThroughApi } from '../support/sign-in';

const copy = texts.admin.products;
const COMPLETE = 'Formação Escola de Código completa';
const REACT = 'Trilha React';

test('an admin syncs the products and links one', async ({ page, adminMember }) => {
  test.setTimeout(90_000);
  await signInThroughApi({ page, user: adminMember });
  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.admin.titles.products);
  const table = page.getByRole('table', { name: copy.caption });
  await expect(table).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: copy.sync }).click();
  await expect(page.getByText('3 produtos sincronizados.')).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(COMPLETE) })).toContainText(/R\$\s497,00/);
  await expect(table.getByRole('row', { name: new RegExp(REACT) })).toContainText(/R\$\s197,90/);
  const inactive = table.getByRole('row', { name: /Curso de jQuery/ });
  await expect(inactive).toContainText(copy.inactive);
  await expect(inactive.getByRole('button', { name: /Vincular/ })).toBeDisabled();
  await expect(page.getByText(/Última sincronização: \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Link the active product that is not linked yet (a retried run may have linked one before).
  const target = (await page
    .getByText(interpolate(copy.currentLinked, { title: COMPLETE }))
    .count())
    ? REACT
    : COMPLETE;
  await table.getByRole('button', { name: interpolate(copy.linkNamed, { title: target }) }).click();
  const dialog = page.getByRole('dialog', {
    name: interpolate(copy.link.title, { title: target }),
  });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  const resync = page.waitForRequest(
    (request) =>
      request.url().endsWith(SYNC_PRODUCTS_PATH) &&
      (request.postData() ?? '').includes('productId'),
  );
  const linkedAt = Date.now();
  await dialog.getByRole('button', { name: copy.link.confirm }).click();
  await expect(page.getByText(`Produto "${target}" vinculado.`)).toBeVisible();
  await expect(page.getByText(interpolate(copy.currentLinked, { title: target }))).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(target) })).toContainText(copy.linkedTag);
  await resync;
  expect(Date.now() - linkedAt).toBeGreaterThanOrEqual(1_000);
  await expect(table.getByText(copy.linkedTag)).toHaveCount(1);
});

test('support is kept out of the products page and refused by its API', async ({
  page,
  staffMember,
}) => {
  await signInThroughApi({ page, user: staffMember });
  await page.goto('/admin/products');
  await expect(page).toHaveURL(/\/admin\/enrollment-users$/);
  expect((await page.request.get(PRODUCTS_PATH)).status()).toBe(403);
});

test('at 360 px the products page does not overflow', async ({ page, adminMember }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInThroughApi({ page, user: adminMember });
  await page.goto('/admin/products');
  await page.getByRole('button', { name: copy.sync }).click();
  await expect(page.getByText('3 produtos sincronizados.')).toBeVisible();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  await expect(page.getByRole('button', { name: copy.sync })).toBeInViewport();
});
