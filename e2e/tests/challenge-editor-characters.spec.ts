// Characters the code may not hold — NUL (U+0000), which the database cannot store, and half of a
// surrogate pair — never reach the learner's code: pasted into the editor they are removed and a
// flash says why; an old copy kept in this browser opens without them and says so too. Saving on
// the server, running and completing keep working with the clean code.
import type { Page } from '@playwright/test';
import { hasUnsafeCharacters } from '@escola/contracts/unsafe-characters';
import { expect, test } from '../fixtures/test-users';
import { editorOf, finishReading, pointsInHeader } from '../support/challenge-page';
import { texts } from '../support/locale';
import { signInThroughApi } from '../support/sign-in';

const flash = texts.challenges.flash;

/** Pastes `text` into the editor: the paste event Ctrl+V fires, with `text` on the clipboard. */
const pasteIntoEditor = (page: Page, text: string) =>
  page.evaluate(`(() => {
    const data = new DataTransfer();
    data.setData('text/plain', ${JSON.stringify(text)});
    const content = document.querySelector('.code-editor').shadowRoot.querySelector('.cm-content');
    content.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  })()`);

/** The code kept in this browser for the open challenge (the e2e project has no DOM types). */
const keptCode = (page: Page) =>
  page.evaluate<string | null>(`(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('escola:codigo:'));
    return key ? JSON.parse(localStorage.getItem(key))[0].contents : null;
  })()`);

/** What a copy saved before the editor refused these characters may hold. */
const putCharactersIntoKeptCode = (page: Page) =>
  page.evaluate(`(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('escola:codigo:'));
    const files = JSON.parse(localStorage.getItem(key));
    files[0].contents = files[0].contents.replace("'Ana'", "'A\\u0000na'") + '\\uD83D';
    localStorage.setItem(key, JSON.stringify(files));
  })()`);

test('a NUL pasted into the editor is refused with an explanation; save, run and completion work', async ({
  page,
  enrolledStudent,
}) => {
  await signInThroughApi({ page, user: enrolledStudent });
  await finishReading(page, enrolledStudent.points);
  const editor = editorOf(page);
  await editor.click();

  await pasteIntoEditor(page, "let nome = 'A\0na';\nlet idade = 17;\uD83D");
  await expect(
    page.getByRole('status').getByText(flash['unsafe-characters-removed'], { exact: true }),
  ).toBeVisible();
  await expect(editor.locator('.cm-line')).toHaveText(["let nome = 'Ana';", 'let idade = 17;']);
  // CodeMirror would show a NUL as a special-character mark.
  await expect(editor.locator('.cm-specialChar')).toHaveCount(0);

  // Saved on the server (signed in, Ctrl+S), then run from the editor: the code kept is clean.
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Seu código foi salvo.')).toBeVisible();
  await page.keyboard.press('Control+Enter');
  await expect(page.getByText('Testes que passaram: 3 de 4.')).toBeVisible();
  expect(await keptCode(page)).toBe("let nome = 'Ana';\nlet idade = 17;");

  // An old copy in this browser with such characters: the challenge opens without them, says why.
  await putCharactersIntoKeptCode(page);
  expect(hasUnsafeCharacters((await keptCode(page)) ?? '')).toBe(true);
  await page.reload();
  await expect(
    page.getByRole('status').getByText(flash['unsafe-characters-removed-on-open'], { exact: true }),
  ).toBeVisible();
  await expect(editor.locator('.cm-line')).toHaveText(["let nome = 'Ana';", 'let idade = 17;']);

  // The rest of the solution; the run passes and the server records the completion.
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('idade = 18;');
  await page.keyboard.press('Control+Enter');
  const done = page.getByRole('dialog', { name: texts.challenges.completionModal.title });
  await expect(done).toBeVisible();
  await pointsInHeader(page, enrolledStudent.points + 20);
});
