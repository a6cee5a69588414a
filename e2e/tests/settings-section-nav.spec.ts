// The section navigation of /settings (issue 15): a link brings its section into view, moves focus
// to the section's heading and is marked as the current location; on a phone the same links sit in
// a row above the sections.
import { expect, test } from '../fixtures/test-users';
import { expectNoAxeViolations } from '../support/axe';
import { texts } from '../support/locale';
import { signInThroughApi } from '../support/sign-in';

// axe-core runs twice (both themes) per page: slow on a shared machine.
test.describe.configure({ timeout: 120_000 });

const settings = texts.settings;

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 360, height: 740 },
]) {
  test(`a section link brings its section into view and focus (${viewport.name})`, async ({
    page,
    student,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signInThroughApi({ page, user: student });
    await page.goto('/settings');
    const nav = page.getByRole('navigation', { name: settings.sectionNav.label });
    // The settings chunk loads on first visit: slow when the machine is busy.
    await expect(nav.getByRole('link')).toHaveCount(16, { timeout: 30_000 });
    const link = nav.getByRole('link', { name: settings.sessions.title });
    await link.click();
    const heading = page.getByRole('heading', { level: 2, name: settings.sessions.title });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(link).toHaveAttribute('aria-current', 'location');
    await expect(page).toHaveURL(/\/settings#sessoes$/);
    if (viewport.name === 'desktop') {
      // The side list stays in view while the page scrolls.
      await expect(nav).toBeInViewport();
    }
    await expectNoAxeViolations(page);
    // Keyboard: Enter on a link does the same.
    await nav.getByRole('link', { name: settings.dataExport.title }).focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { level: 2, name: settings.dataExport.title }),
    ).toBeFocused();
  });
}
