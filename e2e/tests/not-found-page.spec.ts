// The 404 page of docs/product/README.md: heading, quote line, logo, and a button back to /learn.
import { expect, test } from '../fixtures/test-users';
import { texts } from '../support/locale';

for (const path of ['/este-caminho-nao-existe', '/404']) {
  test(`${path} shows the 404 page, whose button goes to /learn`, async ({ page }) => {
    await page.goto(path);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.shell.notFound.heading);
    await expect(page.getByText(texts.shell.notFound.quote)).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.locator('.logo')).toContainText(texts.common.appName);

    await main.getByRole('link', { name: texts.shell.notFound.button }).click();

    await expect(page).toHaveURL(/\/learn$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.learn.welcome.heading);
  });
}
