// A signed-in learner's explicit save (Ctrl+S) keeps the code on the server: opened on a browser
// without the local copy (another device), the challenge comes back with that code. A second save
// within 5 s is refused with the server's message.
import { expect, test } from '../fixtures/test-users';
import { VARIABLES, editorOf, finishReading } from '../support/challenge-page';
import { signInThroughApi } from '../support/sign-in';

test('Ctrl+S saves on the server; another device opens the challenge with that code', async ({
  page,
  enrolledStudent,
}) => {
  await signInThroughApi({ page, user: enrolledStudent });
  await finishReading(page, enrolledStudent.points);
  await editorOf(page).click();
  await page.keyboard.type("let nome = 'Bia'; // salvo no servidor");
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Seu código foi salvo.')).toBeVisible();

  await page.keyboard.press('Control+s');
  await expect(
    page.getByText(/Você salvou há pouco\. Aguarde \d segundos? para salvar de novo\./),
  ).toBeVisible();

  // Another device: nothing kept in this browser.
  await page.evaluate('window.localStorage.clear()');
  await page.goto(VARIABLES);
  await expect(editorOf(page)).toContainText("let nome = 'Bia'; // salvo no servidor");
});
