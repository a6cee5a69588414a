// The sessions list (decision 011): a learner signed in on two browsers ends the other session
// from the settings; that browser is signed out on its next load.
import { MESSAGES } from '@escola/api/messages';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test-users';
import { interpolate, texts } from '../support/locale';
import { readSessionUser, signInThroughApi } from '../support/sign-in';

const sessionTexts = texts.settings.sessions;

const settingsSection = (page: Page, title: string) =>
  page
    .locator('section.settings-section')
    .filter({ has: page.getByRole('heading', { name: title }) });

test('two browsers signed in: ending the other session from the list signs it out', async ({
  browser,
  student,
}) => {
  const laptopContext = await browser.newContext();
  const phoneContext = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  });
  try {
    const laptop = await laptopContext.newPage();
    const phone = await phoneContext.newPage();
    await signInThroughApi({ page: laptop, user: student });
    await signInThroughApi({ page: phone, user: student });
    await phone.goto('/learn');
    expect((await readSessionUser({ page: phone })).result).toBe(student.username);

    await laptop.goto('/settings');
    const section = settingsSection(laptop, sessionTexts.title);
    const items = section.getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText(sessionTexts.current);
    const phoneDevice = interpolate(sessionTexts.browserOnSystem, {
      browser: 'Chrome',
      system: 'Android',
    });
    await expect(items.nth(1)).toContainText(phoneDevice);

    await section
      .getByRole('button', { name: interpolate(sessionTexts.endLabel, { device: phoneDevice }) })
      .click();
    await expect(laptop.getByText(MESSAGES.sessionEnded)).toBeVisible();
    await expect(items).toHaveCount(1);
    await expect(section.getByText(sessionTexts.onlyThis)).toBeVisible();

    // The phone is signed out on its next load; the laptop is still signed in.
    await phone.reload();
    expect((await readSessionUser({ page: phone })).result).toBe('');
    await expect(phone.getByRole('link', { name: texts.shell.signIn })).toBeVisible();
    expect((await readSessionUser({ page: laptop })).result).toBe(student.username);
  } finally {
    await laptopContext.close();
    await phoneContext.close();
  }
});
