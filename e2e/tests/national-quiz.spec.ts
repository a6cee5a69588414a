// The public quiz of the national programme (issue 17), anonymous to signed in: the quiz → the
// national form, whose CEP fills the state offline (no CEP_SERVICE_URL here) and whose city comes
// from the offline IBGE list → the result → the password → a national learner, whom the first
// load of /learn sends to /placement-test. The form passes axe in both themes.
import { randomBytes, randomInt } from 'node:crypto';
import { NATIONAL_QUIZ_PROFILES, NATIONAL_QUIZ_QUESTIONS } from '@escola/domain/national-quiz';
import { expect } from '@playwright/test';
import { test } from '../fixtures/test-users';
import { expectNoAxeViolations } from '../support/axe';
import { texts } from '../support/locale';
import { readDatabaseUrl } from '../support/run-environment';
import { readSessionUser } from '../support/sign-in';
import { openPostgresDatabase } from '../support/test-users';

const t = texts.quiz;

/** A valid CPF (check digits computed) that no other run uses. */
const newCpf = (): string => {
  const digits = String(randomInt(100_000_000, 999_999_999)).split('').map(Number);
  const checkDigit = (base: number[]) => {
    const sum = base.reduce((total, digit, index) => total + digit * (base.length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = checkDigit(digits);
  return [...digits, first, checkDigit([...digits, first])].join('');
};

const suffix = randomBytes(5).toString('hex');
const person = {
  name: 'Joana Nacional',
  email: `e2e-quiz-${suffix}@e2e.escola.dev`,
  cpf: newCpf(),
  password: `senha-quiz-${suffix}`,
};

test.afterAll(async () => {
  // On PostgreSQL the run's database is shared: the account and the record go (the embedded
  // database of a run is its own).
  const url = readDatabaseUrl();
  if (!url) return;
  const handle = await openPostgresDatabase({ url });
  try {
    await handle.client.query('delete from quiz_users where email = $1', [person.email]);
    await handle.client.query('delete from users where email = $1', [person.email]);
  } finally {
    await handle.close();
  }
});

test('quiz → national form with CEP fill → result → password → national learner → placement test', async ({
  page,
}) => {
  test.setTimeout(90_000);

  // 1. The quiz, anonymous; the logo stays on the quiz flow.
  await page.goto('/quiz');
  await expect(page.getByRole('heading', { level: 1, name: t.intro.heading })).toBeVisible();
  await expect(page.getByRole('link', { name: texts.shell.logo })).toHaveAttribute('href', '/quiz');
  for (const question of NATIONAL_QUIZ_QUESTIONS) {
    const group = page.getByRole('group', { name: question.text });
    await group.getByRole('radio', { name: question.options[0]?.text ?? '' }).check();
  }
  await page.getByRole('button', { name: t.questions.submit }).click();

  // 2. The national form: the CEP gives the state offline; the city comes from the IBGE list.
  await expect(page).toHaveURL(/\/register\/national-form$/);
  await expect(page.getByRole('link', { name: texts.shell.logo })).toHaveAttribute('href', '/quiz');
  await page.getByLabel(t.form.name).fill(person.name);
  await page.getByLabel(t.form.cpf).fill(person.cpf);
  await page.getByLabel(t.form.birthDate).fill('1999-08-21');
  await page.getByLabel(t.form.sex).selectOption('feminino');
  await page.getByLabel(t.form.race).selectOption('preta');
  await page.getByLabel(t.form.nationality).selectOption('brasileira');
  await page.getByLabel(t.form.educationLevel).selectOption('medio-completo');
  await page.getByLabel(t.form.occupationalSituation).selectOption('desempregado');
  await page.getByLabel(t.form.email).fill(person.email);
  await page.getByLabel(t.form.cel).fill('(85) 98888-7777');
  await page.getByLabel(t.form.cep).fill('60010-000');
  await expect(page.getByText(t.form.cepStateFilled)).toBeVisible();
  await expect(page.getByLabel(t.form.state)).toHaveValue('CE');
  const city = page.getByLabel(t.form.city);
  await expect(city.getByRole('option', { name: 'Fortaleza', exact: true })).toBeAttached();
  await city.selectOption('Fortaleza');
  await page.getByLabel(t.form.street).fill('Rua Barão do Rio Branco');
  await page.getByLabel(t.form.number).fill('1200');
  await page.getByLabel(t.form.neighborhood).fill('Centro');
  await page.getByLabel(t.form.acceptedPrivacyTerms).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: t.form.submit }).click();

  // 3. The result of a beginner: variant 1.
  await expect(page).toHaveURL(/\/quiz\/result$/);
  await expect(page.getByText(NATIONAL_QUIZ_PROFILES[1])).toBeVisible();
  await page.getByRole('link', { name: t.result.createPassword }).click();

  // 4. The password: the account is created and signed in; /learn sends on to the placement test.
  await expect(page).toHaveURL(/\/quiz\/password$/);
  await page.getByLabel(t.password.password, { exact: true }).fill(person.password);
  await page.getByLabel(t.password.confirmation).fill(person.password);
  await page.getByRole('button', { name: t.password.submit }).click();
  await expect(page).toHaveURL(/\/placement-test$/);
  await expect(
    page.getByRole('heading', { level: 1, name: texts.placementTest.title }),
  ).toBeVisible();

  const session = await readSessionUser({ page });
  expect(session.user[session.result]).toMatchObject({
    email: person.email,
    name: person.name,
    group: 'nacional-ce',
    access: 'limited_nacional',
    registrationQuiz: 1,
    needsPlacementTest: true,
  });
});
