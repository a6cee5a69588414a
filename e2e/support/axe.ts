// axe-core on the page as it is, in the light theme and in the dark one (issue 15: 0 violations
// on every page, both themes). The theme is forced through <html data-theme>, as the learner's
// setting does, and restored afterwards.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type Theme = 'light' | 'dark';
const THEMES: Theme[] = ['light', 'dark'];

const setTheme = async (page: Page, theme: Theme | null) => {
  await page.evaluate((value) => {
    const root = document.documentElement;
    if (value === null) delete root.dataset.theme;
    else root.dataset.theme = value;
  }, theme);
  // Colour transitions (motion tokens) must finish before contrast is measured.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 400))),
  );
};

const findViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
};

/** No axe-core violation in either theme; names the theme of any violation found. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const original = await page.evaluate(() => document.documentElement.dataset.theme ?? null);
  const found: Record<string, unknown> = {};
  for (const theme of THEMES) {
    await setTheme(page, theme);
    const violations = await findViolations(page);
    if (violations.length > 0) found[theme] = violations;
  }
  await setTheme(page, original as Theme | null);
  expect(found).toEqual({});
}
