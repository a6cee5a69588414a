// Content-Security-Policy violations the browser reports on the console ("Refused to apply inline
// style because it violates the following Content Security Policy directive: style-src …"). The
// base fixture (fixtures/test-users.ts) collects them on every page of a test's browser context
// and fails the test when any was logged: a component or library that injects an inline style or
// script shows up on whatever page a journey visits.
import { expect, type BrowserContext, type ConsoleMessage } from '@playwright/test';

const isContentSecurityPolicyError = (message: ConsoleMessage) =>
  message.type() === 'error' && message.text().includes('Content Security Policy');

/** The CSP violations logged from now on by any page of the context, with the page's address. */
export const collectContentSecurityPolicyErrors = (context: BrowserContext): string[] => {
  const errors: string[] = [];
  context.on('console', (message) => {
    if (isContentSecurityPolicyError(message)) {
      errors.push(`${message.page()?.url() ?? message.location().url}: ${message.text()}`);
    }
  });
  return errors;
};

export const expectNoContentSecurityPolicyErrors = (errors: string[]) => {
  expect(errors, 'Content-Security-Policy violations logged on the console').toEqual([]);
};

/** Playwright's `context` fixture, failing the test if any of its pages logged a CSP violation. */
export const watchContentSecurityPolicy = async (
  { context }: { context: BrowserContext },
  use: (context: BrowserContext) => Promise<void>,
) => {
  const errors = collectContentSecurityPolicyErrors(context);
  await use(context);
  expectNoContentSecurityPolicyErrors(errors);
};
