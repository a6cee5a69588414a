// The signed-in side of the national programme (issue 17): a national learner linked to a class
// group reads the invitation, accepts it, completes the missing national data and reaches /learn;
// a trial learner who paid verifies the payment against the run's fake provider (Success,
// COMPLETO), sees verifyPaidCourse then congratsCompleteAccess, and has complete access.
import { randomInt } from 'node:crypto';
import { expect, test } from '../fixtures/enrolment-users';
import { expectNoAxeViolations } from '../support/axe';
import { E2E_CLASS_GROUP_TRAILS } from '../support/enrolment-users';
import { interpolate, texts } from '../support/locale';
import { readSessionUser, signInThroughApi } from '../support/sign-in';

const t = texts.enrolment;

// axe-core runs twice (both themes) per page: slow on a shared machine.
test.describe.configure({ timeout: 120_000 });

/** A valid CPF no other run used (random base, check digits computed). */
const randomCpf = (): string => {
  const digits = Array.from({ length: 9 }, () => randomInt(0, 10));
  for (const length of [9, 10]) {
    const sum = digits
      .slice(0, length)
      .reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
};

const sessionUserOf = async (page: Parameters<typeof readSessionUser>[0]['page']) => {
  const answer = await readSessionUser({ page });
  return answer.user[answer.result] as Record<string, unknown>;
};

test('an invited national learner accepts the class group and completes the national data', async ({
  page,
  invitedLearner,
}) => {
  await signInThroughApi({ page, user: invitedLearner });
  await page.goto('/enrollment-national');
  await expect(page.getByRole('heading', { level: 1, name: t.enrollment.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: invitedLearner.classGroupName })).toBeVisible();
  await expect(
    page.getByText(interpolate(t.enrollment.dateRange, { start: '01/01/2020', end: '31/12/2099' })),
  ).toBeVisible();
  await expect(page.getByText(t.enrollment.started)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /Fundamentos/ })).toHaveCount(
    E2E_CLASS_GROUP_TRAILS.length,
  );
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: t.enrollment.accept }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.confirm.title })).toBeVisible();
  await page.getByRole('button', { name: t.confirm.confirm }).click();

  await expect(page.getByRole('heading', { level: 1, name: t.complement.title })).toBeVisible();
  await expect(page).toHaveURL(/\/data-complement$/);
  await expectNoAxeViolations(page);
  await expect(page.getByText('Matrícula confirmada! Bem-vindo(a) à sua turma.')).toBeVisible();
  await page.getByLabel(t.complement.cpf).fill(randomCpf());
  await page.getByLabel(t.complement.birthDate).fill('2001-08-23');
  await page.getByLabel(t.complement.state).selectOption('PR');
  await page.getByLabel(t.complement.city).fill('Curitiba');
  await page.getByRole('button', { name: t.complement.submit }).click();

  await expect(page).toHaveURL(/\/learn$/);
  await expect(
    page.getByText('Dados atualizados. Seu registro no programa nacional está completo.'),
  ).toBeVisible();
  const user = await sessionUserOf(page);
  expect(user.nationalDataComplement).toBe(true);
  expect(user.classGroupControl).toMatchObject({ acceptedInvite: true });

  // Accepted already: the invitation says so instead of offering it again.
  await page.goto('/enrollment-national');
  await expect(page.getByText(t.enrollment.alreadyAccepted)).toBeVisible();
  await expect(page.getByRole('link', { name: t.enrollment.accept })).toHaveCount(0);
});

test('a trial learner who paid verifies the payment and gets complete access', async ({
  page,
  trialStudent,
}) => {
  await signInThroughApi({ page, user: trialStudent });
  await page.goto('/learn');
  const notice = page.getByRole('region', { name: texts.shell.trial.heading });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: t.payment.verify }).click();

  const paid = page.getByRole('dialog', { name: t.payment.verifyPaidCourse.title });
  await expect(paid).toBeVisible();
  await expect(paid).toContainText(t.payment.verifyPaidCourse.body);
  await expectNoAxeViolations(page);
  await paid.getByRole('button', { name: t.payment.verifyPaidCourse.continue }).click();

  const congrats = page.getByRole('dialog', { name: t.payment.congratsCompleteAccess.title });
  await expect(congrats).toBeVisible();
  await expect(paid).toHaveCount(0);
  await congrats.getByRole('link', { name: t.payment.congratsCompleteAccess.start }).click();
  await expect(congrats).toHaveCount(0);
  await expect(page).toHaveURL(/\/learn$/);
  await expect(notice).toHaveCount(0);

  const user = await sessionUserOf(page);
  expect(user).toMatchObject({ access: 'complete', source: 'pagantes' });
});
