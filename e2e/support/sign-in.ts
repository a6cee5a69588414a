// Signing in without the form (the form has its own journey): POST /signin-local through the
// page's request context, so the browser gets the session cookie.
import { expect, type Page } from '@playwright/test';
import { texts } from './locale';
import type { TestUser } from './test-users';

export async function signInThroughApi({ page, user }: { page: Page; user: TestUser }) {
  const response = await page.request.post('/signin-local', {
    data: { email: user.email, password: user.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function readSessionUser({ page }: { page: Page }) {
  const response = await page.request.get('/user/get-session-user');
  expect(response.status()).toBe(200);
  return (await response.json()) as { user: Record<string, unknown>; result: string };
}

/**
 * The server refused a sign-in made through the form: its message shows in the toast and, where
 * the learner is looking, beside the form (issue 15).
 */
export async function expectSignInRefused({ page, message }: { page: Page; message: string }) {
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: texts.auth.signIn.submit }) });
  await expect(form.getByText(message)).toBeVisible();
  await expect(page.getByText(message)).toHaveCount(2);
}
