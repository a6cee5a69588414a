// The /learn map and the superblock introduction page, on the real built starter curriculum.
import { readFileSync } from 'node:fs';
import type { CurriculumIndex } from '@escola/contracts/curriculum-index';
import { CHALLENGE_DENIAL_MESSAGES } from '@escola/domain/challenge-access';
import { expect, test } from '../fixtures/test-users';
import { interpolate, texts } from '../support/locale';
import { signInThroughApi } from '../support/sign-in';

const index = JSON.parse(
  readFileSync(new URL('../../curriculum/dist/page-data/curriculum.json', import.meta.url), 'utf8'),
) as CurriculumIndex;
const superBlockTitles = [...index.superBlocks]
  .sort((left, right) => left.superOrder - right.superOrder)
  .map((superBlock) => superBlock.title);
const [fundamentos, logica] = [...index.superBlocks].sort(
  (left, right) => left.superOrder - right.superOrder,
);

test('the map renders the four trilhas in order for a visitor', async ({ page }) => {
  await page.goto('/learn');
  const map = page.getByRole('region', { name: texts.learn.map.heading });
  await expect(map.getByRole('heading', { level: 3 })).toHaveText(superBlockTitles);
  await expect(map.locator('svg.illustration')).toHaveCount(superBlockTitles.length);
  const continueCard = page.getByRole('region', { name: texts.learn.dashboard.startHeading });
  await expect(continueCard.getByRole('link', { name: texts.learn.map.start })).toHaveAttribute(
    'href',
    index.challenges[0]?.path ?? '',
  );
});

test('a learner sees the blocks they may not enter as locked, with the reason', async ({
  page,
  student,
}) => {
  // The test learner has access "complete", no source and none of the curriculum's challenges.
  await signInThroughApi({ page, user: student });
  await page.goto('/learn');
  const card = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 3, name: fundamentos?.title }),
  });
  const total = fundamentos?.phases
    .flatMap((phase) => phase.blocks)
    .reduce((sum, block) => sum + block.challengeIds.length, 0);
  await expect(
    card.locator('.learn-super-block__meta', {
      hasText: interpolate(texts.learn.map.progress, { completed: 0, total: total ?? 0 }),
    }),
  ).toBeVisible();
  const firstPhase = fundamentos?.phases[0];
  const secondPhase = fundamentos?.phases[1];
  if (!firstPhase || !secondPhase || !logica) throw new Error('Conteúdo inicial incompleto.');
  // The current phase (Mundo Tech) is open; its block is open to every learner.
  const firstBlock = firstPhase.blocks[0];
  await expect(card.getByRole('link', { name: firstBlock?.title })).toBeVisible();
  // The next phase's block waits for the challenges before it.
  const toggle = card.getByRole('button', { name: new RegExp(secondPhase.title) });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const lockedBlock = card.locator('[data-locked="true"]').filter({
    hasText: secondPhase.blocks[0]?.title,
  });
  await expect(lockedBlock).toContainText(texts.learn.map.locked);
  await expect(lockedBlock).toContainText(
    CHALLENGE_DENIAL_MESSAGES['previous-challenge-not-completed'],
  );
  // Without a source, trilha 1 on is closed (docs/product/curriculum-and-access.md, rule 3).
  const logicaCard = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 3, name: logica.title }),
  });
  await logicaCard.getByRole('button', { name: new RegExp(logica.phases[0]?.title ?? '') }).click();
  await expect(logicaCard.locator('[data-locked="true"]').first()).toContainText(
    CHALLENGE_DENIAL_MESSAGES['no-source'],
  );
});

test('a new learner sees "Começar" with the next challenge, and the progress per trilha', async ({
  page,
  student,
}) => {
  // The test learner has completed none of the curriculum's challenges.
  await signInThroughApi({ page, user: student });
  await page.goto('/learn');
  const first = index.challenges[0];
  if (!first || !fundamentos) throw new Error('Conteúdo inicial incompleto.');
  const continueCard = page.getByRole('region', { name: texts.learn.dashboard.startHeading });
  await expect(continueCard.getByRole('link', { name: texts.learn.map.start })).toHaveAttribute(
    'href',
    first.path,
  );
  await expect(continueCard.getByText(first.title, { exact: true })).toBeVisible();
  await expect(
    continueCard.getByText(interpolate(texts.learn.dashboard.track, { title: fundamentos.title })),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: texts.learn.map.continue })).toHaveCount(0);
  const progress = page.getByRole('region', { name: texts.learn.dashboard.progressHeading });
  await expect(progress.getByRole('progressbar')).toHaveCount(index.superBlocks.length);
  await expect(
    progress.getByRole('progressbar', {
      name: interpolate(texts.learn.dashboard.progressLabel, { title: fundamentos.title }),
    }),
  ).toHaveAttribute('value', '0');
});

test('a limited (free-trial) learner reads módulo with its masculine words', async ({
  page,
  trialStudent,
}) => {
  await signInThroughApi({ page, user: trialStudent });
  await page.goto('/learn');
  const map = page.getByRole('region', { name: texts.learn.map.heading_module });
  await expect(map.getByRole('heading', { level: 3 })).toHaveText(superBlockTitles);
  await expect(map.getByText(texts.learn.map.track_module, { exact: true })).toHaveCount(
    superBlockTitles.length,
  );
  await expect(map.getByText(/^Este módulo tem \d+ fases/).first()).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: texts.learn.dashboard.progressHeading_module }),
  ).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/trilha|Esta módulo|Nesta módulo/i);

  // The curriculum's own text: "A trilha tem oito fases" reads "O módulo tem oito fases".
  if (!logica) throw new Error('Trilha de lógica ausente.');
  await page.goto(logica.path);
  const introduction = page.locator('.learn-introduction');
  await expect(introduction).toContainText('O módulo tem oito fases');
  await expect(introduction).toContainText('Este módulo treina');
  await expect(introduction).not.toContainText(/trilha|A módulo|Esta módulo/i);
});

test('the superblock introduction page shows the introduction, the phases and the projects anchor', async ({
  page,
}) => {
  const react = index.superBlocks.find((superBlock) => superBlock.superBlock === 'react');
  if (!react) throw new Error('Trilha react ausente.');
  await page.goto(`${react.path}#react-projects`);
  await expect(page.getByRole('heading', { level: 1, name: react.title })).toBeVisible();
  await expect(page.locator('.learn-introduction')).not.toBeEmpty();
  await expect(page.getByRole('heading', { level: 2, name: texts.learn.map.phases })).toBeVisible();
  const projects = page.locator('#react-projects');
  await expect(projects).toBeInViewport();
  await expect(projects.getByRole('link').first()).toHaveAttribute(
    'href',
    '/learn/react/projetos-de-certificacao-trilha-3/contador-de-cliques',
  );
});
