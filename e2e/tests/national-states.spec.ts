// The learner-facing states of the national programme (issue 17): a learner in each state signs in
// and reads, on /learn, where they stand and the next step — waiting list, second chance (after the
// placement test's first-load redirect), attempts over, reproved, dropout, class group not started
// (with its start date), blocked by expiration (leading to /blocked) — and a modular learner whose
// module expired meets the unlock-module and go-to-unlock-page modals on a challenge of it.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { CurriculumIndex } from '@escola/contracts/curriculum-index';
import { DROPOUT_THRESHOLD_DAYS } from '@escola/domain/constants';
import { formatLongBrazilianDate } from '@escola/domain/long-date';
import { expect, test } from '../fixtures/national-state-users';
import {
  EXPIRED_MODULE_SUPER_BLOCK,
  SECOND_CHANCE_GRADE,
  UPCOMING_START_DAYS,
  type NationalState,
} from '../support/national-state-users';
import { expectNoAxeViolations } from '../support/axe';
import { interpolate, texts } from '../support/locale';
import { signInThroughApi } from '../support/sign-in';

const t = texts.nationalStatus;

const index = JSON.parse(
  readFileSync(new URL('../../curriculum/dist/page-data/curriculum.json', import.meta.url), 'utf8'),
) as CurriculumIndex;

/** The not-started class group's start date, as each worker's setup stored it (yyyy-MM-dd). */
const upcomingStart = new Date(Date.now() + UPCOMING_START_DAYS * 24 * 3600 * 1000)
  .toISOString()
  .slice(0, 10);

const noticeOf = (page: Page, heading: string) => page.getByRole('region', { name: heading });

const openLearn = async ({
  page,
  user,
}: {
  page: Page;
  user: Parameters<typeof signInThroughApi>[0]['user'];
}) => {
  await signInThroughApi({ page, user });
  await page.goto('/learn');
};

test('waiting list: an approved learner without a class group is told they wait for a place', async ({
  page,
  nationalStateUser,
}) => {
  await openLearn({ page, user: await nationalStateUser('waiting-list') });
  const notice = noticeOf(page, t['waiting-list'].heading);
  await expect(notice).toContainText(t['waiting-list'].text);
});

test('second chance: sent to the placement test first, then /learn offers the test again', async ({
  page,
  nationalStateUser,
}) => {
  await openLearn({ page, user: await nationalStateUser('second-chance') });
  await expect(page).toHaveURL(/\/placement-test$/);
  await page.getByRole('link', { name: texts.shell.logo }).click();
  await expect(page).toHaveURL(/\/learn$/);
  const notice = noticeOf(page, t['second-chance'].heading);
  await expect(notice).toContainText(
    interpolate(t['second-chance'].text, {
      grade: String(SECOND_CHANCE_GRADE).replace('.', ','),
      passingGrade: 7,
    }),
  );
  await notice.getByRole('link', { name: t['second-chance'].action }).click();
  await expect(page).toHaveURL(/\/placement-test$/);
});

const simpleStates: {
  state: Exclude<NationalState, 'expired-modules'>;
  text: string;
  link?: { name: string | RegExp; href: string | RegExp };
}[] = [
  {
    state: 'attempts-over',
    text: interpolate(t['attempts-over'].text, { attempts: 2, passingGrade: 7 }),
    link: { name: new RegExp(t.support), href: /^https:\/\/wa\.me\// },
  },
  {
    state: 'reproved',
    text: interpolate(t.reproved.text, { passingGrade: 7 }),
    link: { name: new RegExp(t.support), href: /^https:\/\/wa\.me\// },
  },
  {
    state: 'dropout',
    text: interpolate(t.dropout.text, { days: DROPOUT_THRESHOLD_DAYS }),
    link: { name: t.dropout.action, href: '/confirm-enrollment-national' },
  },
  {
    state: 'class-group-not-started',
    text: interpolate(t['class-group-not-started'].text, {
      date: formatLongBrazilianDate(new Date(`${upcomingStart}T12:00:00Z`)),
    }),
  },
];

for (const { state, text, link } of simpleStates) {
  test(`${state}: /learn tells the learner where they stand`, async ({
    page,
    nationalStateUser,
  }) => {
    await openLearn({ page, user: await nationalStateUser(state) });
    const notice = noticeOf(page, t[state].heading);
    await expect(notice).toContainText(text);
    if (link) {
      await expect(notice.getByRole('link', { name: link.name })).toHaveAttribute(
        'href',
        link.href,
      );
    }
    await expectNoAxeViolations(page);
  });
}

test('blocked by expiration: /learn says the access expired and /blocked explains how to go on', async ({
  page,
  nationalStateUser,
}) => {
  await openLearn({ page, user: await nationalStateUser('blocked-by-expiration') });
  const notice = noticeOf(page, t['blocked-by-expiration'].heading);
  await expect(notice).toContainText(t['blocked-by-expiration'].text);
  await notice.getByRole('link', { name: t['blocked-by-expiration'].action }).click();
  await expect(page).toHaveURL(/\/blocked$/);
  await expect(page.getByText(texts.auth.blocked.access.description)).toBeVisible();
});

test('a modular learner whose module expired: /learn names it; its challenge opens the unlock-module modal', async ({
  page,
  nationalStateUser,
}) => {
  const title =
    index.superBlocks.find((entry) => entry.superBlock === EXPIRED_MODULE_SUPER_BLOCK)?.title ?? '';
  await openLearn({ page, user: await nationalStateUser('expired-modules') });
  const notice = noticeOf(page, interpolate(t['expired-modules'].heading_one, { count: 1 }));
  await expect(notice).toContainText(interpolate(t['expired-modules'].text, { modules: title }));

  // Past the free part of the module (index 11): the module rule denies it.
  const challenge = index.challenges.filter(
    (entry) => entry.superBlock === EXPIRED_MODULE_SUPER_BLOCK,
  )[10];
  await page.goto(challenge?.path ?? '');
  const c = texts.challenges;
  const modal = page.getByRole('dialog', {
    name: interpolate(c.unlockModuleModal.titleExpired, { module: title }),
  });
  await expect(modal).toContainText(c.unlockModuleModal.descriptionExpired);
  await modal.getByRole('button', { name: c.unlockModuleModal.unlock }).click();
  const goTo = page.getByRole('dialog', { name: c.goToUnlockPageModal.title });
  await expect(
    goTo.getByRole('link', { name: new RegExp(c.goToUnlockPageModal.go) }),
  ).toHaveAttribute('href', `https://loja.escola.dev/busca?q=${encodeURIComponent(title)}`);
});
