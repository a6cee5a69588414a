// The users page of the admin area (issue 18): an admin finds a learner by e-mail, changes the
// access and links a class group in the edit drawer, and the table shows the change; support gets
// no type field; the page passes axe and, at 360 px, scrolls the table inside itself.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { CLASS_GROUPS_NEW_PATH } from '@escola/contracts/post-class-groups-new-class-group';
import { expect, test } from '../fixtures/test-users';
import { expectNoAxeViolations } from '../support/axe';
import { texts } from '../support/locale';
import { signInThroughApi } from '../support/sign-in';
import type { TestUser } from '../support/test-users';

const copy = texts.admin.users;

const csrfHeaders = async (page: Page) => {
  // The first call of a visit sets the CSRF cookie.
  await page.request.get('/user/get-session-user');
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
  return { 'csrf-token': decodeURIComponent(token) };
};

const createClassGroup = async (page: Page): Promise<string> => {
  const name = `Turma E2E ${randomBytes(3).toString('hex')}`;
  const response = await page.request.post(CLASS_GROUPS_NEW_PATH, {
    headers: await csrfHeaders(page),
    data: {
      name,
      curriculumAvailable: ['react'],
      validityType: 'durationInMonths',
      durationInMonths: 6,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return name;
};

/** Opens the page and searches the learner by e-mail: the table then shows only them. */
const findLearner = async ({ page, learner }: { page: Page; learner: TestUser }) => {
  await page.goto('/admin/enrollment-users');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    texts.admin.titles['user-management'],
  );
  await page.getByRole('searchbox', { name: copy.search }).fill(learner.email);
  const table = page.getByRole('table', { name: copy.caption });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').filter({ hasText: learner.email });
  await expect(row).toBeVisible();
  return row;
};

test('an admin finds a learner by e-mail, changes the access and links a class group', async ({
  page,
  adminMember,
  student,
}) => {
  await signInThroughApi({ page, user: adminMember });
  const classGroup = await createClassGroup(page);

  const row = await findLearner({ page, learner: student });
  await row.getByRole('button', { name: copy.editUser.replace('{{name}}', student.name) }).click();
  const drawer = page.getByRole('dialog', { name: copy.drawer.title });
  await expect(drawer.getByText(copy.drawer.statuses.active)).toBeVisible();
  await expect(drawer.getByLabel(copy.drawer.type, { exact: true })).toHaveCount(0);
  await drawer.getByLabel(copy.drawer.access, { exact: true }).selectOption({
    label: copy.accessLevels.complete_nacional,
  });
  await drawer
    .getByLabel(copy.drawer.classGroup, { exact: true })
    .selectOption({ label: classGroup });
  await drawer.getByRole('button', { name: copy.drawer.save }).click();

  await expect(page.getByText(copy.drawer.saved)).toBeVisible();
  await expect(drawer).toBeHidden();
  await expect(row).toContainText(copy.accessLevels.complete_nacional);
  await expect(row).toContainText(classGroup);

  // The class-group filter finds the learner in the group just linked.
  await page.getByLabel(copy.classGroup, { exact: true }).selectOption({ label: classGroup });
  await expect(row).toBeVisible();
});

test('support edits a learner without a type field', async ({ page, staffMember, student }) => {
  await signInThroughApi({ page, user: staffMember });

  const row = await findLearner({ page, learner: student });
  await row.getByRole('button', { name: copy.editUser.replace('{{name}}', student.name) }).click();

  const drawer = page.getByRole('dialog', { name: copy.drawer.title });
  await expect(drawer.getByLabel(copy.drawer.access, { exact: true })).toBeVisible();
  await expect(drawer.getByLabel(copy.drawer.type, { exact: true })).toHaveCount(0);
});

test('a super sees the type field of a learner', async ({ page, superMember, student }) => {
  await signInThroughApi({ page, user: superMember });

  const row = await findLearner({ page, learner: student });
  await row.getByRole('button', { name: copy.editUser.replace('{{name}}', student.name) }).click();

  const drawer = page.getByRole('dialog', { name: copy.drawer.title });
  await expect(drawer.getByLabel(copy.drawer.type, { exact: true })).toHaveValue('student');
});

test('the users page and its drawers have no axe violations', async ({
  page,
  adminMember,
  student,
}) => {
  await signInThroughApi({ page, user: adminMember });
  const row = await findLearner({ page, learner: student });

  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: copy.editUser.replace('{{name}}', student.name) }).click();
  const drawer = page.getByRole('dialog', { name: copy.drawer.title });
  await expect(drawer.getByText(copy.drawer.statuses.active)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.getByRole('button', { name: copy.openEmails }).click();
  const emails = page.getByRole('dialog', { name: copy.emails.title });
  await emails.getByLabel(copy.emails.search).fill(student.email);
  await expect(emails.getByText(student.email)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('at 360 px the table scrolls inside itself and the page does not overflow', async ({
  page,
  staffMember,
  student,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInThroughApi({ page, user: staffMember });

  await findLearner({ page, learner: student });

  const table = page.getByRole('table', { name: copy.caption });
  const sizes = await table.evaluate((element) => {
    const scroller = element.parentElement!;
    return {
      pageWidth: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      scrollerWidth: scroller.clientWidth,
      tableWidth: scroller.scrollWidth,
      overflowX: getComputedStyle(scroller).overflowX,
    };
  });
  expect(sizes.pageWidth).toBeLessThanOrEqual(sizes.viewport);
  expect(sizes.tableWidth).toBeGreaterThan(sizes.scrollerWidth);
  expect(['auto', 'scroll']).toContain(sizes.overflowX);
});
