// The home (issue 15, the first ten minutes): a visitor reads what the school is, sees the four
// trilhas and goes to sign-up through "Criar conta"; a signed-in learner opening / lands on /learn.
import { readFileSync } from 'node:fs';
import type { CurriculumIndex } from '@escola/contracts/curriculum-index';
import { expect, test } from '../fixtures/test-users';
import { interpolate, texts } from '../support/locale';
import { signInThroughApi } from '../support/sign-in';

const index = JSON.parse(
  readFileSync(new URL('../../curriculum/dist/page-data/curriculum.json', import.meta.url), 'utf8'),
) as CurriculumIndex;
const superBlockTitles = [...index.superBlocks]
  .sort((left, right) => left.superOrder - right.superOrder)
  .map((superBlock) => superBlock.title);

test('a visitor of / sees the home with the four trilhas and creates an account from it', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(
    interpolate(texts.common.pageTitle, { title: texts.learn.home.title }),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.learn.home.heading);
  await expect(page.getByText(texts.learn.home.intro)).toBeVisible();
  const trilhas = page.getByRole('region', { name: texts.learn.home.tracksHeading });
  await expect(trilhas.getByRole('heading', { level: 3 })).toHaveText(superBlockTitles);
  await expect(trilhas.locator('svg.illustration')).toHaveCount(superBlockTitles.length);

  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: texts.learn.home.signIn })).toHaveAttribute(
    'href',
    '/sign-in',
  );
  await main.getByRole('link', { name: texts.learn.home.createAccount }).first().click();
  await expect(page).toHaveURL(/\/sign-up$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('/home shows the home too', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.learn.home.heading);
});

test('a signed-in learner opening / lands on the /learn dashboard', async ({ page, student }) => {
  await signInThroughApi({ page, user: student });
  await page.goto('/');
  await expect(page).toHaveURL(/\/learn$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.learn.welcome.heading);
});
