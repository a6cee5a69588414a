// /learn: the shell in Portuguese with the welcome text, for a visitor.
import { expect, test } from '../fixtures/test-users';
import { interpolate, texts } from '../support/locale';

test('a visitor opening / lands on /learn with the Portuguese shell and the welcome text', async ({
  page,
}) => {
  await page.goto('/');

  await expect(page).toHaveURL(/\/learn$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page).toHaveTitle(interpolate(texts.common.pageTitle, { title: texts.learn.title }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.learn.welcome.heading);
  await expect(page.getByText(texts.learn.welcome.points)).toBeVisible();
  await expect(page.getByRole('link', { name: 'suporte@escola.dev' })).toHaveAttribute(
    'href',
    'mailto:suporte@escola.dev',
  );

  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: texts.shell.logo })).toBeVisible();
  await expect(header.getByRole('link', { name: texts.shell.signIn })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: texts.shell.footer.instagram })).toBeVisible();
});
