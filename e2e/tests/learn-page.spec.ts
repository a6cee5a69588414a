// /learn: the shell in Portuguese with the welcome text, for a visitor, as a dashboard.
import { expect, test } from '../fixtures/test-users';
import { interpolate, texts } from '../support/locale';

test('a visitor of /learn reads the welcome text, where to start and the call to create an account', async ({
  page,
}) => {
  await page.goto('/learn');

  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page).toHaveTitle(interpolate(texts.common.pageTitle, { title: texts.learn.title }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.learn.welcome.heading);
  await expect(page.getByText(texts.learn.welcome.points)).toBeVisible();
  await expect(page.getByRole('link', { name: 'suporte@escola.dev' })).toHaveAttribute(
    'href',
    'mailto:suporte@escola.dev',
  );
  const continueCard = page.getByRole('region', { name: texts.learn.dashboard.startHeading });
  await expect(continueCard.getByRole('link', { name: texts.learn.map.start })).toBeVisible();

  const main = page.getByRole('main');
  await expect(main.getByText(texts.learn.signInCall)).toBeVisible();
  await expect(main.getByRole('link', { name: texts.learn.createAccount })).toHaveAttribute(
    'href',
    '/sign-up',
  );
  // "Entrar" once, in the header.
  await expect(page.getByRole('link', { name: texts.shell.signIn, exact: true })).toHaveCount(1);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: texts.shell.logo })).toBeVisible();
  await expect(header.getByRole('link', { name: texts.shell.signIn })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: texts.shell.footer.instagram })).toBeVisible();
});
