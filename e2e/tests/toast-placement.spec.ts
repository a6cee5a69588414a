// Toasts never cover the button that caused them (issue 15): a refused sign-in at desktop and
// phone widths shows its toast under the header, clear of the submit button and the header's
// controls, and the toast can be dismissed.
import { MESSAGES } from '@escola/api/messages';
import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures/test-users';
import { texts } from '../support/locale';
import { expectSignInRefused } from '../support/sign-in';

type Box = { x: number; y: number; width: number; height: number };

const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('Elemento sem caixa visível.');
  return box;
};

const intersects = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test(`at ${viewport.width}×${viewport.height} the sign-in toast covers neither the submit button nor the header`, async ({
    page,
    student,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/sign-in');
    await page.getByLabel(texts.auth.signIn.email).fill(student.email);
    await page.getByLabel(texts.auth.signIn.password).fill(`${student.password}-errada`);
    const submit = page.getByRole('button', { name: texts.auth.signIn.submit });
    await submit.click();
    await expectSignInRefused({ page, message: MESSAGES.invalidCredentials });

    const region = page.getByRole('status', { name: texts.common.flash.region });
    const toast = region.locator('.ui-toast');
    await expect(toast).toContainText(MESSAGES.invalidCredentials);
    const toastBox = await boxOf(toast);
    expect(intersects(toastBox, await boxOf(submit))).toBe(false);
    const headerControls = await page
      .getByRole('banner')
      .locator('a:visible, button:visible')
      .all();
    expect(headerControls.length).toBeGreaterThan(0);
    for (const control of headerControls) {
      expect(intersects(toastBox, await boxOf(control))).toBe(false);
    }
    expect(toastBox.x).toBeGreaterThanOrEqual(0);
    expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(viewport.width);

    // The submit button stays clickable while the toast is up.
    await submit.click({ trial: true });
    await region.getByRole('button', { name: texts.common.flash.close }).click();
    await expect(region).toBeEmpty();
  });
}
