// The AI assistant on a challenge page (issue 21), against the run's fake model server
// (support/model-server.ts): a learner activates it, asks, watches the answer arrive piece by
// piece (the stop button while it does), with its code block coloured; after a reload the
// conversation is still there, and the delete-history modal clears it. On a 360 px phone the
// assistant is a full-screen sheet that opens, holds the same conversation (the modal over it)
// and closes. axe passes on the open panel and sheet.
import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures/test-users';
import { expectNoAxeViolations } from '../support/axe';
import { editorOf, finishReading } from '../support/challenge-page';
import { texts } from '../support/locale';
import { MODEL_ANSWER_END } from '../support/model-server';
import { signInThroughApi } from '../support/sign-in';

const assistant = texts.challenges.assistant;
const QUESTION = 'Por que o meu teste falha?';

const openButton = (page: Page) => page.getByRole('button', { name: assistant.open, exact: true });

const openAssistant = async (page: Page) => {
  await expect(editorOf(page)).toBeVisible();
  await openButton(page).click();
};

test('a learner asks the assistant, sees the answer streamed, finds it after a reload and clears it', async ({
  page,
  enrolledStudent,
}) => {
  await signInThroughApi({ page, user: enrolledStudent });
  await finishReading(page, enrolledStudent.points);
  await openAssistant(page);
  const panel = page.getByRole('complementary', { name: assistant.title });

  // No user token yet: the panel explains and creates it only when asked.
  await panel.getByRole('button', { name: assistant.activate }).click();
  const question = panel.getByRole('textbox', { name: assistant.question });
  await expect(question).toBeFocused();
  await question.fill(QUESTION);
  await question.press('Enter');

  // While the answer streams: its first words and the stop button, not yet its end.
  await expect(panel.getByText('Boa pergunta!')).toBeVisible();
  await expect(panel.getByRole('button', { name: assistant.stop })).toBeVisible();
  // Then the whole answer, the stop button gone and the code block coloured.
  await expect(panel.getByText(MODEL_ANSWER_END)).toBeVisible();
  await expect(panel.getByRole('button', { name: assistant.stop })).toBeHidden();
  const code = panel.locator('pre code');
  await expect(code).toContainText('let pontos = 1;');
  await expect(code.locator('.code-keyword').first()).toHaveText('let');
  await expect(panel.getByRole('button', { name: assistant.copyCode })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await openAssistant(page);
  await expect(panel.getByText(QUESTION)).toBeVisible();
  await expect(panel.getByText(MODEL_ANSWER_END)).toBeVisible();

  await panel.getByRole('button', { name: assistant.clearHistory }).click();
  const modal = page.getByRole('dialog', { name: assistant.deleteModal.title });
  await modal.getByRole('button', { name: assistant.deleteModal.confirm }).click();
  await expect(modal).toBeHidden();
  await expect(panel.getByText(QUESTION)).toBeHidden();
  await expect(panel.getByText(assistant.intro)).toBeVisible();

  await page.reload();
  await openAssistant(page);
  await expect(panel.getByText(assistant.intro)).toBeVisible();
  await expect(panel.getByText(QUESTION)).toBeHidden();
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the assistant is a full-screen sheet that opens and closes', async ({
    page,
    enrolledStudent,
  }) => {
    await signInThroughApi({ page, user: enrolledStudent });
    await finishReading(page, enrolledStudent.points);
    // On a phone the editor waits behind its tab; the help buttons stay at hand.
    await openButton(page).click();
    const sheet = page.getByRole('dialog', { name: assistant.title });
    await expect(sheet.getByRole('button', { name: assistant.activate })).toBeVisible();
    // The drawer slides in: its box is measured once the slide has ended (mid-slide it can read
    // 359.99998 px).
    await expect.poll(async () => (await sheet.boundingBox())?.width).toBe(360);
    await expectNoAxeViolations(page);

    // The conversation works inside the sheet, the delete-history modal over it included.
    await sheet.getByRole('button', { name: assistant.activate }).click();
    await sheet.getByRole('textbox', { name: assistant.question }).fill(QUESTION);
    await sheet.getByRole('button', { name: assistant.send }).click();
    await expect(sheet.getByText(MODEL_ANSWER_END)).toBeVisible();
    await sheet.getByRole('button', { name: assistant.clearHistory }).click();
    const modal = page.getByRole('dialog', { name: assistant.deleteModal.title });
    await modal.getByRole('button', { name: assistant.deleteModal.confirm }).click();
    await expect(modal).toBeHidden();
    await expect(sheet.getByText(assistant.intro)).toBeVisible();

    await sheet.getByRole('button', { name: assistant.close }).click();
    await expect(sheet).toBeHidden();
    await expect(openButton(page)).toBeFocused();
  });
});
