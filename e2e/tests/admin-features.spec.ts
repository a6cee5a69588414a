// The feature configuration (issue 19): super changes the support e-mail on /admin/features and a
// learner's /learn shows the new address (a fresh browser: nothing cached); a bad value is named in
// Portuguese and not saved; admin is kept out of the page and refused by the API. The page is
// checked with axe; the defaults are saved back at the end, since other specs read the address.
import type { Page } from '@playwright/test';
import { DEFAULT_FEATURE_CONFIG, FEATURES_PATH } from '@escola/contracts/get-features';
import { expect, test } from '../fixtures/test-users';
import { expectNoAxeViolations } from '../support/axe';
import { texts } from '../support/locale';
import { signInThroughApi } from '../support/sign-in';

const copy = texts.admin.features;
const NEW_EMAIL = 'atendimento-e2e@escola.dev';

const csrfHeaders = async (page: Page) => {
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
  return { 'csrf-token': decodeURIComponent(token) };
};

test('super changes the support e-mail and a learner sees the new address', async ({
  page,
  browser,
  superMember,
  student,
}) => {
  test.setTimeout(90_000);
  await signInThroughApi({ page, user: superMember });
  try {
    await page.goto('/admin/features');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.admin.titles.features);
    const email = page.getByRole('textbox', { name: copy.fields.supportEmail });
    await expect(email).toBeVisible();
    await expectNoAxeViolations(page);

    await email.fill('sem-arroba');
    await page.getByRole('button', { name: copy.save }).click();
    await expect(page.getByText('E-mail de suporte: informe um e-mail válido.')).toBeVisible();
    await expect(email).toBeFocused();
    await expectNoAxeViolations(page);

    await email.fill(NEW_EMAIL);
    await page.getByRole('button', { name: copy.save }).click();
    await expect(page.getByText('Configuração salva.')).toBeVisible();
    await expect(page.getByText(/Salva pela última vez em \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    const stored = (await (await page.request.get(FEATURES_PATH)).json()) as {
      config: { supportEmail: string };
    };
    expect(stored.config.supportEmail).toBe(NEW_EMAIL);

    const learnerContext = await browser.newContext();
    const learnerPage = await learnerContext.newPage();
    await signInThroughApi({ page: learnerPage, user: student });
    await learnerPage.goto('/learn');
    await expect(learnerPage.getByRole('link', { name: NEW_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${NEW_EMAIL}`,
    );
    await learnerContext.close();
  } finally {
    const restore = await page.request.put(FEATURES_PATH, {
      headers: await csrfHeaders(page),
      data: DEFAULT_FEATURE_CONFIG,
    });
    expect(restore.status()).toBe(200);
  }
});

test('admin is kept out of the configuration page and refused by its API', async ({
  page,
  adminMember,
}) => {
  await signInThroughApi({ page, user: adminMember });
  await page.goto('/admin/features');
  await expect(page).toHaveURL(/\/admin\/enrollment-users$/);
  const refused = await page.request.put(FEATURES_PATH, {
    headers: await csrfHeaders(page),
    data: { ...DEFAULT_FEATURE_CONFIG, supportEmail: NEW_EMAIL },
  });
  expect(refused.status()).toBe(403);
});

test('at 360 px the configuration page does not overflow', async ({ page, superMember }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInThroughApi({ page, user: superMember });
  await page.goto('/admin/features');
  await expect(page.getByRole('textbox', { name: copy.fields.supportEmail })).toBeVisible();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  await expectNoAxeViolations(page);
});
