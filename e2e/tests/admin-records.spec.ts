// The admin record lists (issue 18): staff filter the answered quizzes by search and a date range
// (sent only when both dates are valid); the request-delete page lists a learner who asked for the
// deletion; a super reads the audit entry an edit wrote, and an admin is sent away from the audit
// log and refused by its API. Each page is checked with axe.
import { randomBytes, randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNT_DELETE_PATH } from '@escola/contracts/delete-account-delete';
import { ADMIN_AUDIT_LOG_PATH } from '@escola/contracts/get-admin-audit-log';
import { ANSWERED_QUIZ_PATH } from '@escola/contracts/get-quiz-user-answered-quiz';
import { USER_MANAGEMENT_EDIT_USER_PATH } from '@escola/contracts/put-user-management-edit-user';
import { QUIZ_USER_REGISTER_PATH } from '@escola/contracts/quiz-user-register';
import { SCHOOL_TIME_ZONE } from '@escola/domain/constants';
import { expect, test } from '../fixtures/test-users';
import { expectNoAxeViolations } from '../support/axe';
import { texts } from '../support/locale';
import { signInThroughApi } from '../support/sign-in';

const copy = texts.admin;

const csrfHeaders = async (page: Page) => {
  // The first call of a visit sets the CSRF cookie.
  await page.request.get('/user/get-session-user');
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
  return { 'csrf-token': decodeURIComponent(token) };
};

const checkDigit = (digits: number[]): number => {
  const sum = digits.reduce(
    (total, digit, index) => total + digit * (digits.length + 1 - index),
    0,
  );
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
};

/** A random valid CPF (the register call checks the digits). */
const randomCpf = (): string => {
  const digits = String(randomInt(100_000_000, 999_999_999)).split('').map(Number);
  const first = checkDigit(digits);
  return [...digits, first, checkDigit([...digits, first])].join('');
};

const registerQuizUser = async ({
  request,
  headers,
  name,
}: {
  request: APIRequestContext;
  headers: Record<string, string>;
  name: string;
}) => {
  const response = await request.post(QUIZ_USER_REGISTER_PATH, {
    headers,
    data: {
      name,
      cpf: randomCpf(),
      birthDate: '2001-08-20',
      sex: 'feminino',
      homeCountry: 'Brasil',
      homeState: 'CE',
      homeCity: 'Sobral',
      email: `quiz-${randomBytes(5).toString('hex')}@e2e.escola.dev`,
      educationLevel: 'medio-completo',
      race: 'parda',
      nationality: 'brasileira',
      country: 'Brasil',
      state: 'CE',
      city: 'Fortaleza',
      street: 'Rua das Flores',
      number: '100',
      complement: '',
      neighborhood: 'Centro',
      cep: '60010-000',
      phone: '',
      cel: '(85) 98765-4321',
      occupationalSituation: 'estudante',
      acceptedPrivacyTerms: true,
      receiveEmails: true,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
};

/** Today in the school's time zone as the picker's segments are typed: dd, mm, yyyy. */
const schoolToday = () => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: SCHOOL_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(new Date())
      .map(({ type, value }) => [type, value]),
  );
  return {
    day: parts.day!,
    month: parts.month!,
    year: parts.year!,
    iso: `${parts.year}-${parts.month}-${parts.day}`,
  };
};

/** Types a range into the picker: its six segments are day, month, year of start then of end. */
const typeDateRange = async ({
  page,
  label,
  start,
  end,
}: {
  page: Page;
  label: string;
  start: string;
  end: string;
}) => {
  const segments = page.getByRole('group', { name: label }).getByRole('spinbutton');
  await segments.nth(0).click();
  await page.keyboard.type(start);
  await segments.nth(3).click();
  await page.keyboard.type(end);
};

test('staff search the answered quizzes and narrow them to a period', async ({
  page,
  staffMember,
}) => {
  const token = randomBytes(4).toString('hex');
  const headers = await csrfHeaders(page);
  await registerQuizUser({ request: page.request, headers, name: `Ana Quiz ${token}` });
  await registerQuizUser({ request: page.request, headers, name: `Bruno Quiz ${token}` });
  await signInThroughApi({ page, user: staffMember });

  await page.goto('/admin/answered-quiz');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.titles['user-management']);
  const nav = page.getByRole('navigation', { name: copy.answeredQuiz.nav });
  await expect(nav.getByRole('link', { name: copy.links['answered-quiz'] })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const table = page.getByRole('table', { name: copy.answeredQuiz.caption });
  await expect(table).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('searchbox', { name: copy.answeredQuiz.search }).fill(token);
  await expect(table.getByRole('row', { name: new RegExp(`Ana Quiz ${token}`) })).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(`Bruno Quiz ${token}`) })).toBeVisible();
  // The CPF shows masked.
  await expect(table.getByText(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/).first()).toBeVisible();

  // Half a range is not sent; the whole range is, as yyyy-MM-dd.
  const today = schoolToday();
  const rangeCall = page.waitForRequest(
    (request) =>
      request.url().includes(ANSWERED_QUIZ_PATH) &&
      request.url().includes(`startDate=${today.iso}&endDate=${today.iso}`),
  );
  await typeDateRange({
    page,
    label: copy.answeredQuiz.period,
    start: `${today.day}${today.month}${today.year}`,
    end: `${today.day}${today.month}${today.year}`,
  });
  await rangeCall;
  await expect(page).toHaveURL(new RegExp(`startDate=${today.iso}&endDate=${today.iso}`));
  await expect(table.getByRole('row', { name: new RegExp(`Ana Quiz ${token}`) })).toBeVisible();

  // A period before they answered: nothing, and the table says so.
  await typeDateRange({
    page,
    label: copy.answeredQuiz.period,
    start: '01012020',
    end: '31012020',
  });
  await expect(page).toHaveURL(/startDate=2020-01-01&endDate=2020-01-31/);
  await expect(table.getByText(copy.answeredQuiz.empty)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: copy.answeredQuiz.clear }).click();
  await expect(page).toHaveURL(/\/admin\/answered-quiz$/);
});

test('the request-delete page lists a learner who asked for the deletion', async ({
  page,
  student,
  staffMember,
}) => {
  await signInThroughApi({ page, user: student });
  const asked = await page.request.delete(ACCOUNT_DELETE_PATH, {
    headers: await csrfHeaders(page),
  });
  expect(asked.status(), await asked.text()).toBe(200);
  await signInThroughApi({ page, user: staffMember });

  await page.goto('/admin/request-delete');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.titles['request-delete']);
  await page.getByRole('searchbox', { name: copy.deletions.search }).fill(student.username);
  const row = page
    .getByRole('table', { name: copy.deletions.requestedCaption })
    .getByRole('row', { name: new RegExp(student.email) });
  await expect(row).toContainText(student.name);
  await expect(row).toContainText('em 30 dias');
  await expectNoAxeViolations(page);

  await page.goto('/admin/delete-register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.titles['delete-register']);
  await expect(page.getByRole('table', { name: copy.deletions.deletedCaption })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a super reads the audit entry of an edit; an admin is kept out of the audit log', async ({
  page,
  student,
  superMember,
  adminMember,
}) => {
  await signInThroughApi({ page, user: superMember });
  const edited = await page.request.put(USER_MANAGEMENT_EDIT_USER_PATH, {
    headers: await csrfHeaders(page),
    data: { userId: student.id, access: 'limited' },
  });
  expect(edited.status(), await edited.text()).toBe(200);

  await page.goto('/admin/audit-log');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.titles['audit-log']);
  await page.getByRole('searchbox', { name: copy.auditLog.actorEmail }).fill(superMember.email);
  const row = page
    .getByRole('table', { name: copy.auditLog.caption })
    .getByRole('row', { name: new RegExp(student.email) });
  await expect(row).toContainText(superMember.name);
  await expect(row).toContainText(copy.auditLog.actions.user.edit);
  await expect(row).toContainText(`${copy.auditLog.fields.access}: complete → limited`);
  await expectNoAxeViolations(page);

  // The same browser signed in as an admin: the page sends it to the users list, the API refuses.
  await signInThroughApi({ page, user: adminMember });
  await page.goto('/admin/audit-log');
  await expect(page).toHaveURL(/\/admin\/enrollment-users$/);
  const refused = await page.request.get(ADMIN_AUDIT_LOG_PATH);
  expect(refused.status()).toBe(403);
});
