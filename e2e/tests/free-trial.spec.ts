// The free trial ("Teste gratuito", issue 15): a limited-access learner reads on /learn what the
// trial includes and what is locked and why, with the button to the course catalogue; a locked
// challenge explains itself and offers the same button. A complete-access learner sees none of it.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { CurriculumIndex } from '@escola/contracts/curriculum-index';
import { CHALLENGE_DENIAL_MESSAGES } from '@escola/domain/challenge-access';
import { getAccessScope } from '@escola/domain/free-trial';
import { getDisplayedTrackText } from '@escola/domain/visibility';
import { expect, test } from '../fixtures/test-users';
import { expectNoAxeViolations } from '../support/axe';
import { interpolate, texts } from '../support/locale';
import { signInThroughApi } from '../support/sign-in';

// axe-core runs twice (both themes) per page: slow on a shared machine.
test.describe.configure({ timeout: 120_000 });

const index = JSON.parse(
  readFileSync(new URL('../../curriculum/dist/page-data/curriculum.json', import.meta.url), 'utf8'),
) as CurriculumIndex;

/**
 * The default build's catalogue link (apps/web/src/lib/contact.ts) searched for the linked product's
 * title, or the school's name while none is linked (admin-products.spec.ts may have linked one).
 */
const catalogueSearchOf = async (page: Page) => {
  const features = (await (await page.request.get('/api/features')).json()) as {
    linkedProductTitle: string | null;
  };
  const title = features.linkedProductTitle ?? texts.common.appName;
  return `https://loja.escola.dev/busca?q=${encodeURIComponent(title)}`;
};

/** The trial of a test learner: access limited, no source, none of the curriculum completed. */
const trialScope = getAccessScope({
  user: {
    access: 'limited',
    source: '',
    registrationQuiz: null,
    isBlockedByExpiration: false,
    curriculumAvailable: null,
    hasConfirmedNationalRegistration: false,
    modules: [],
    completedChallengeIds: [],
  },
  challenges: index.challenges,
});
const titleOf = (superBlock: string) =>
  index.superBlocks.find((entry) => entry.superBlock === superBlock)?.title ?? superBlock;

test('a trial learner reads what the trial includes, what is locked and why, and can unlock', async ({
  page,
  trialStudent,
}) => {
  await signInThroughApi({ page, user: trialStudent });
  await page.goto('/learn');
  const notice = page.getByRole('region', { name: texts.shell.trial.heading });
  await expect(notice).toBeVisible();
  const [firstIncluded] = trialScope.filter((entry) => entry.open > 0);
  const locked = trialScope.filter((entry) => entry.lockedReason !== null);
  if (!firstIncluded || locked.length === 0)
    throw new Error('Conteúdo inicial sem teste gratuito.');
  await expect(notice).toContainText(
    interpolate(texts.shell.trial.included_other, {
      title: titleOf(firstIncluded.superBlock),
      count: firstIncluded.open,
      total: firstIncluded.total,
    }),
  );
  for (const entry of locked) {
    await expect(
      notice
        .getByRole('listitem')
        .filter({ hasText: titleOf(entry.superBlock) })
        .last(),
    ).toContainText(
      getDisplayedTrackText({
        text: CHALLENGE_DENIAL_MESSAGES[entry.lockedReason ?? 'no-source'],
        access: 'limited',
      }),
    );
  }
  await expect(notice.getByRole('link', { name: texts.shell.trial.unlock })).toHaveAttribute(
    'href',
    await catalogueSearchOf(page),
  );
  await expectNoAxeViolations(page);

  // The header's tag leads to this explanation.
  const tag = page
    .getByRole('banner')
    .getByRole('link', { name: new RegExp(texts.shell.freeTrial) });
  await page.goto('/settings');
  await tag.click();
  await expect(page).toHaveURL(/\/learn#teste-gratuito$/);
  await expect(notice).toBeFocused();
});

test('a trial learner opening a locked challenge reads why and finds the next open one and the unlock button', async ({
  page,
  trialStudent,
}) => {
  const lockedEntry = trialScope.find((entry) => entry.lockedReason === 'no-source');
  const lockedChallenge = index.challenges.find(
    (challenge) => challenge.superBlock === lockedEntry?.superBlock,
  );
  if (!lockedChallenge) throw new Error('Nenhum desafio bloqueado no teste gratuito.');
  await signInThroughApi({ page, user: trialStudent });
  await page.goto(lockedChallenge.path);
  const panel = page.getByRole('region', { name: texts.challenges.locked.title });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(CHALLENGE_DENIAL_MESSAGES['no-source']);
  await expect(panel).toContainText(texts.challenges.locked.nowUnlock);
  await expect(
    panel.getByRole('link', { name: new RegExp(texts.challenges.locked.unlock) }),
  ).toHaveAttribute('href', await catalogueSearchOf(page));
  const first = index.challenges[0];
  await expect(
    panel.getByRole('link', {
      name: interpolate(texts.challenges.locked.nextOpen, { title: first?.title ?? '' }),
    }),
  ).toHaveAttribute('href', first?.path ?? '');
  await expect(
    panel.getByRole('link', { name: texts.challenges.locked.backToTrack_module }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a complete-access learner sees no trial tag, notice or unlock button', async ({
  page,
  student,
}) => {
  await signInThroughApi({ page, user: student });
  await page.goto('/learn');
  // The session has arrived once the header greets the learner.
  await expect(page.getByRole('banner').getByText(student.firstName)).toBeVisible();
  await expect(page.getByRole('banner').getByText(texts.shell.freeTrial)).toHaveCount(0);
  await expect(page.getByRole('region', { name: texts.shell.trial.heading })).toHaveCount(0);
  await expect(page.getByRole('link', { name: texts.shell.trial.unlock })).toHaveCount(0);
});
