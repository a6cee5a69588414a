import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userReports } from '@escola/db/schema/user-reports';
import { MESSAGES } from '../../messages';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { cookieHeader } from '../../testing/cookies';
import { createTestUser } from '../../testing/create-test-user';
import { signIn } from '../../testing/sign-in';
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/start-test-smtp-server';
import { REPORT_USER_LIMIT_PER_USER } from './routes';

const SUPPORT_EMAIL = 'denuncias@escola.teste';
const PUBLIC_URL = 'http://escola.teste';
const DESCRIPTION = 'Este perfil publica links de golpe <script>alert(1)</script> no portfólio.';

type Credentials = { session: string; csrfToken?: string };

describe('POST /user/report-user', () => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await buildTestApp({
      environment: { SMTP_URL: smtp.url, SUPPORT_EMAIL, PUBLIC_URL },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  const report = ({ session, csrfToken, payload }: Credentials & { payload: unknown }) =>
    testApp.app.inject({
      method: 'POST',
      url: '/user/report-user',
      headers: {
        cookie: cookieHeader({ session, csrf_token: csrfToken ?? '' }),
        ...(csrfToken === undefined ? {} : { 'csrf-token': csrfToken }),
      },
      payload: payload as object,
    });

  const reportsAgainst = async (userId: string) =>
    testApp.db.select().from(userReports).where(eq(userReports.reportedUserId, userId));
  const reportCount = async () => {
    const [row] = await testApp.db.select({ total: count() }).from(userReports);
    return row?.total ?? 0;
  };

  const reporterAndReported = async () => {
    const reporter = await createTestUser({
      db: testApp.db,
      overrides: { name: 'Ana Denunciante' },
    });
    const reported = await createTestUser({ db: testApp.db, overrides: { name: 'Bruno Alvo' } });
    const credentials = await signIn({ app: testApp.app, ...reporter });
    return { reporter: reporter.user, reported: reported.user, credentials };
  };

  it('stores the report, e-mails support and answers report-sent with a redirect to /learn', async () => {
    const { reporter, reported, credentials } = await reporterAndReported();
    const response = await report({
      ...credentials,
      payload: {
        username: reported.username.toUpperCase(),
        reportDescription: `  ${DESCRIPTION}  `,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      type: 'success',
      message: MESSAGES.reportSent,
      redirect: '/learn',
    });

    const [stored, ...others] = await reportsAgainst(reported.id);
    expect(others).toHaveLength(0);
    expect(stored?.reporterId).toBe(reporter.id);
    expect(stored?.reportDescription).toBe(DESCRIPTION);

    const mail = await smtp.waitForMail({ to: SUPPORT_EMAIL });
    expect(mail.subject).toBe(`Denúncia de perfil: ${reported.username}`);
    expect(mail.text).toContain(DESCRIPTION);
    expect(mail.text).toContain(`Denunciado por: Ana Denunciante — usuário ${reporter.username}`);
    expect(mail.text).toContain(reporter.email);
    expect(mail.text).toContain(`${PUBLIC_URL}/user/${reported.username}`);
    expect(mail.text).toContain(`Protocolo: ${stored?.id}`);
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
  });

  it('answers an unknown username with the username-not-found flash (404), storing nothing', async () => {
    const { credentials } = await reporterAndReported();
    const before = await reportCount();
    const response = await report({
      ...credentials,
      payload: { username: 'ninguem-com-este-nome', reportDescription: DESCRIPTION },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      type: 'danger',
      message: 'Não encontramos nenhum usuário com esse nome.',
    });
    expect(await reportCount()).toBe(before);
  });

  it('refuses a report of one’s own profile (400), storing nothing', async () => {
    const { reporter, credentials } = await reporterAndReported();
    const response = await report({
      ...credentials,
      payload: { username: reporter.username, reportDescription: DESCRIPTION },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ type: 'danger', message: MESSAGES.cannotReportYourself });
    expect(await reportsAgainst(reporter.id)).toEqual([]);
  });

  it.each([
    ['no fields', {}, /^Campo inválido: /],
    ['a blank description', { reportDescription: '   ' }, /Conte o que aconteceu\./],
    [
      'an oversized description',
      { reportDescription: 'x'.repeat(2001) },
      /no máximo 2000 caracteres/,
    ],
    ['a number as description', { reportDescription: 42 }, /^Campo inválido: reportDescription/],
    ['a malformed username', { username: 'nome com espaço' }, /^Campo inválido: username/],
    ['an unknown field', { reporterId: 'x' }, /^Campo inválido: /],
  ])('answers %s with a 400 Portuguese flash, storing nothing', async (_label, change, message) => {
    const { reported, credentials } = await reporterAndReported();
    const payload = { username: reported.username, reportDescription: DESCRIPTION, ...change };
    const response = await report({
      ...credentials,
      payload: Object.keys(change).length === 0 ? {} : payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().type).toBe('danger');
    expect(response.json().message).toMatch(message);
    expect(await reportsAgainst(reported.id)).toEqual([]);
  });

  it('accepts a description of exactly 2000 characters', async () => {
    const { reported, credentials } = await reporterAndReported();
    const response = await report({
      ...credentials,
      payload: { username: reported.username, reportDescription: 'x'.repeat(2000) },
    });
    expect(response.statusCode).toBe(200);
    expect(await reportsAgainst(reported.id)).toHaveLength(1);
  });

  it('refuses a missing or wrong CSRF token (403) and a visitor (401), storing nothing', async () => {
    const { reported, credentials } = await reporterAndReported();
    const payload = { username: reported.username, reportDescription: DESCRIPTION };
    const missing = await report({ session: credentials.session, payload });
    const wrong = await report({
      session: credentials.session,
      csrfToken: 'x'.repeat(20),
      payload,
    });
    expect(missing.statusCode).toBe(403);
    expect(wrong.statusCode).toBe(403);
    expect(missing.json()).toEqual({ type: 'danger', message: MESSAGES.csrfInvalid });

    const visitor = await testApp.app.inject({ method: 'GET', url: '/user/get-session-user' });
    const cookies = Object.fromEntries(
      visitor.cookies.map((cookie) => [cookie.name, cookie.value]),
    );
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: '/user/report-user',
      headers: { cookie: cookieHeader(cookies), 'csrf-token': cookies.csrf_token ?? '' },
      payload,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ type: 'danger', message: MESSAGES.signInRequired });
    expect(await reportsAgainst(reported.id)).toEqual([]);
  });

  it('stops a reporter after the hourly limit with a 429', async () => {
    const { reported, credentials } = await reporterAndReported();
    const payload = { username: reported.username, reportDescription: DESCRIPTION };
    for (let attempt = 0; attempt < REPORT_USER_LIMIT_PER_USER.max; attempt += 1) {
      expect((await report({ ...credentials, payload })).statusCode).toBe(200);
    }
    const limited = await report({ ...credentials, payload });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ type: 'danger', message: MESSAGES.tooManyReports });
    expect(await reportsAgainst(reported.id)).toHaveLength(REPORT_USER_LIMIT_PER_USER.max);
  });
});
