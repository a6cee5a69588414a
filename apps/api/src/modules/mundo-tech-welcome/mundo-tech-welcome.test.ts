import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completedChallenges } from '@escola/db/schema/completed-challenges';
import { users } from '@escola/db/schema/users';
import { MUNDO_TECH_CHALLENGE_ID } from '@escola/domain/constants';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { cookieHeader } from '../../testing/cookies';
import { createTestUser } from '../../testing/create-test-user';
import { signIn } from '../../testing/sign-in';
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/start-test-smtp-server';
import { WELCOME_MUNDOTECH_EMAIL_MESSAGES } from '@escola/contracts/challenge-page-calls';

const PUBLIC_URL = 'http://escola.teste';
const PATH = '/placement-test/send-welcome-mundotech-email';

type Credentials = { session: string; csrfToken?: string };

const send = (testApp: TestApp, { session, csrfToken }: Credentials) =>
  testApp.app.inject({
    method: 'POST',
    url: PATH,
    headers: {
      cookie: cookieHeader({ session, csrf_token: csrfToken ?? '' }),
      ...(csrfToken === undefined ? {} : { 'csrf-token': csrfToken }),
    },
  });

const learnerWhoFinishedMundoTech = async (testApp: TestApp, { finished = true } = {}) => {
  const learner = await createTestUser({ db: testApp.db, overrides: { name: 'Ana Souza' } });
  if (finished) {
    await testApp.db
      .insert(completedChallenges)
      .values({ userId: learner.user.id, challengeId: MUNDO_TECH_CHALLENGE_ID });
  }
  const credentials = await signIn({ app: testApp.app, ...learner });
  return { user: learner.user, credentials };
};

const sentAt = async (testApp: TestApp, userId: string) => {
  const [row] = await testApp.db
    .select({ sentAt: users.mundoTechWelcomeSentAt })
    .from(users)
    .where(eq(users.id, userId));
  return row?.sentAt ?? null;
};

describe('POST /placement-test/send-welcome-mundotech-email', () => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await buildTestApp({ environment: { SMTP_URL: smtp.url, PUBLIC_URL } });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  it('sends the welcome e-mail once, with the way back to /learn', async () => {
    const { user, credentials } = await learnerWhoFinishedMundoTech(testApp);
    const first = await send(testApp, credentials);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      type: 'success',
      message: WELCOME_MUNDOTECH_EMAIL_MESSAGES.sent,
    });
    const mail = await smtp.waitForMail({ to: user.email });
    expect(mail.subject).toBe('Boas-vindas à Escola de Código!');
    expect(mail.text).toContain('Olá, Ana Souza!');
    expect(mail.text).toContain(`${PUBLIC_URL}/learn`);
    expect(await sentAt(testApp, user.id)).not.toBeNull();

    const again = await Promise.all([send(testApp, credentials), send(testApp, credentials)]);
    for (const response of again) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        message: WELCOME_MUNDOTECH_EMAIL_MESSAGES.alreadySent,
      });
    }
    expect(smtp.mailsTo(user.email)).toHaveLength(1);
  });

  it('refuses a learner who has not completed Mundo Tech, and sends nothing', async () => {
    const { user, credentials } = await learnerWhoFinishedMundoTech(testApp, { finished: false });
    const response = await send(testApp, credentials);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      type: 'warning',
      message: WELCOME_MUNDOTECH_EMAIL_MESSAGES.mundoTechNotCompleted,
    });
    expect(await sentAt(testApp, user.id)).toBeNull();
    expect(smtp.mailsTo(user.email)).toHaveLength(0);
  });

  it('answers 401 to a visitor and 403 without the CSRF header', async () => {
    // A visitor gets the CSRF cookie from any page; the call still needs a session.
    const visitor = await testApp.app.inject({ method: 'GET', url: '/user/get-session-user' });
    const cookies = Object.fromEntries(
      visitor.cookies.map((cookie) => [cookie.name, cookie.value]),
    );
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: PATH,
      headers: { cookie: cookieHeader(cookies), 'csrf-token': cookies.csrf_token ?? '' },
    });
    expect(anonymous.statusCode).toBe(401);
    const { user, credentials } = await learnerWhoFinishedMundoTech(testApp);
    const withoutCsrf = await send(testApp, { session: credentials.session });
    expect(withoutCsrf.statusCode).toBe(403);
    expect(await sentAt(testApp, user.id)).toBeNull();
  });
});

describe('POST /placement-test/send-welcome-mundotech-email when the mail server is down', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({
      environment: { SMTP_URL: 'smtp://127.0.0.1:9', PUBLIC_URL },
    });
  });
  afterAll(async () => testApp.close());

  it("answers the spec's failure message and leaves the e-mail to be sent on a retry", async () => {
    const { user, credentials } = await learnerWhoFinishedMundoTech(testApp);
    const response = await send(testApp, credentials);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      type: 'danger',
      message: 'Falha ao enviar email de boas vindas para MundoTech. Tente novamente mais tarde.',
    });
    expect(await sentAt(testApp, user.id)).toBeNull();
  });
});
