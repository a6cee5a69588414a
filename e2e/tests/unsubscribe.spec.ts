// Campaign e-mails (issue 20): a learner who accepts e-mails receives a manual e-mail that staff
// scheduled (delivered by the app's job loop over real SMTP), opens the unsubscribe link it
// carries, sees the confirmation, and no longer accepts e-mails (later campaigns skip them).
import type { Page } from '@playwright/test';
import pagesTexts from '../../apps/web/src/locales/pt-BR/pages.json' with { type: 'json' };
import { expect, test } from '../fixtures/test-users';
import { expectNoAxeViolations } from '../support/axe';
import { findMailLink, waitForMail } from '../support/mailbox';
import { readSessionUser, signInThroughApi } from '../support/sign-in';

const csrfHeaders = async (page: Page) => {
  const cookies = await page.context().cookies();
  const token = cookies.findLast((cookie) => cookie.name === 'csrf_token')?.value ?? '';
  return { 'csrf-token': decodeURIComponent(token) };
};

test('a learner unsubscribes from the link of a campaign e-mail', async ({
  page,
  browser,
  student,
  staffMember,
}) => {
  test.setTimeout(90_000);
  await signInThroughApi({ page, user: student });
  const optIn = await page.request.put('/update-my-quincy-email', {
    headers: await csrfHeaders(page),
    data: { sendQuincyEmail: true },
  });
  expect(optIn.status(), await optIn.text()).toBe(200);

  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  const subject = `Novidades ${Date.now()} para {{nome}}`;
  try {
    // Signed in through the API only: a page open meanwhile could answer its own first call after
    // the sign-in and replace the session's CSRF cookie with a visitor's (a CI flake).
    await signInThroughApi({ page: staffPage, user: staffMember });
    const scheduled = await staffPage.request.post('/api/manualEmails/new-email', {
      headers: await csrfHeaders(staffPage),
      data: {
        data: {
          subject,
          body: 'Olá, {{nome}}! Há desafios novos na [sua trilha]({{link}}).',
          audience: { kind: 'access', value: 'complete' },
        },
        sendDate: new Date(Date.now() + 2_000).toISOString(),
      },
    });
    expect(scheduled.status(), await scheduled.text()).toBe(201);
  } finally {
    await staffContext.close();
  }

  const mail = await waitForMail({
    to: student.email,
    subjectIncludes: subject.replace('{{nome}}', student.name),
    timeoutMs: 45_000,
  });
  const link = findMailLink({ mail, pathPrefix: '/unsubscribed/' });

  // Opened from the mail client: not necessarily signed in.
  const mailContext = await browser.newContext();
  const mailPage = await mailContext.newPage();
  try {
    await mailPage.goto(link);
    await expect(
      mailPage.getByRole('heading', { level: 1, name: pagesTexts.unsubscribed.title }),
    ).toBeVisible();
    await expect(mailPage.getByText(pagesTexts.unsubscribed.done)).toBeVisible();
    await expect(
      mailPage.getByRole('link', { name: pagesTexts.unsubscribed.settingsLink }),
    ).toHaveAttribute('href', '/settings');
    await expectNoAxeViolations(mailPage);
  } finally {
    await mailContext.close();
  }

  const session = await readSessionUser({ page });
  expect(session.user[session.result]).toMatchObject({ sendQuincyEmail: false });
});
