// Starts the harness server and Debian's Chromium (the launch arguments of docs/architecture.md,
// stack) and opens harness pages: what the curriculum test drives (the browser tests use
// Playwright's own fixtures with the same server). Build the harness first
// (scripts/lib/runner-builds.mjs).
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/lib/chromium.mjs';
import type { HarnessRunResult, HarnessRunTestsInput, HarnessWindow } from './harness-window';
import { keepPageOffline } from './external-stand-ins';
import { startHarnessServer, type HarnessServer } from './serve-harness';

/** Waits until the page has created its runner (`window.escolaRunner`). */
export const waitForHarness = async (page: Page): Promise<void> => {
  await page.waitForFunction(() => document.documentElement.dataset.harness === 'pronto', null, {
    timeout: 15_000,
  });
};

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

export type Harness = {
  server: HarnessServer;
  browser: Browser;
  /** A new page on the harness, its runner created and warm. */
  openPage(): Promise<Page>;
  close(): Promise<void>;
};

export const startHarness = async (): Promise<Harness> => {
  const server = await startHarnessServer();
  const browser = await launchChromium().catch(async (error: unknown) => {
    await server.close();
    throw error;
  });
  return {
    server,
    browser,
    async openPage() {
      const page = await browser.newPage();
      await keepPageOffline(page);
      await page.goto(server.url);
      await waitForHarness(page);
      return page;
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
};

/** runTests in a harness page (window.escolaHarness), with the console lines and the time. */
export const runTestsInPage = (
  page: Page,
  input: HarnessRunTestsInput,
): Promise<HarnessRunResult> =>
  page.evaluate(
    (runInput) => (window as unknown as HarnessWindow).escolaHarness.runTests(runInput),
    input,
  );
