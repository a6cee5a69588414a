import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '@escola/db/schema/sessions';
import { users } from '@escola/db/schema/users';
import { MESSAGES } from '../../messages';
import { hashSessionToken } from '../../plugins/session-token';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createTestUser } from '../../testing/create-test-user';
import { requestAs, visitorOf, type Caller } from '../../testing/request-as';
import { signIn } from '../../testing/sign-in';
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/start-test-smtp-server';

const PUBLIC_URL = 'http://escola.teste';
const DAY_MS = 24 * 60 * 60 * 1000;

describe('account deletion: request, status and revert', () => {
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

  const signedIn = async (overrides: Parameters<typeof createTestUser>[0]['overrides'] = {}) => {
    const { user, email, password } = await createTestUser({ db: testApp.db, overrides });
    const caller = await signIn({ app: testApp.app, email, password });
    return { user, email, password, caller };
  };
  const call = (caller: Caller, method: 'GET' | 'POST' | 'DELETE', url: string) =>
    requestAs({ app: testApp.app, caller, method, url });
  const requestedAtOf = async (userId: string) => {
    const [row] = await testApp.db.select().from(users).where(eq(users.id, userId));
    return row?.deleteRequestedAt;
  };
  const sessionIdsOf = async (userId: string) =>
    (await testApp.db.select().from(sessions).where(eq(sessions.userId, userId)))
      .map((row) => row.id)
      .sort();

  it('records the request, ends the other sessions and sends the notice e-mail', async () => {
    const { user, email, password, caller } = await signedIn();
    const other = await signIn({ app: testApp.app, email, password });
    const before = Date.now();

    const response = await call(caller, 'DELETE', '/account/delete');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      type: 'success',
      message: 'Pedido de exclusão registrado. Sua conta será excluída em 30 dias.',
    });
    const requestedAt = await requestedAtOf(user.id);
    expect(requestedAt?.getTime()).toBeGreaterThanOrEqual(before);
    expect(await sessionIdsOf(user.id)).toEqual([hashSessionToken(caller.session)]);
    expect(await sessionIdsOf(user.id)).not.toContain(hashSessionToken(other.session));

    const mail = await smtp.waitForMail({ to: email });
    expect(mail.subject).toBe('Pedido de exclusão da sua conta');
    expect(mail.text).toContain('Ela será excluída em 30 dias');
    expect(mail.text).toContain('"Cancelar exclusão"');
    expect(mail.text).toContain(`${PUBLIC_URL}/settings#excluir-conta`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/settings#excluir-conta"`);
    expect(mail.html).toContain('<html lang="pt-BR">');
  });

  it('asking again keeps the first date and sends no second e-mail', async () => {
    const { user, email, caller } = await signedIn({
      deleteRequestedAt: new Date(Date.now() - 10 * DAY_MS - 60_000),
    });
    const first = await requestedAtOf(user.id);
    const response = await call(caller, 'DELETE', '/account/delete');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      'Pedido de exclusão registrado. Sua conta será excluída em 20 dias.',
    );
    expect(await requestedAtOf(user.id)).toEqual(first);
    expect(smtp.mailsTo(email)).toHaveLength(0);
  });

  it('reports the status after a request, in days rounded up', async () => {
    const { caller } = await signedIn({
      deleteRequestedAt: new Date(Date.now() - 2 * DAY_MS - 60_000),
    });
    const response = await call(caller, 'GET', '/account/user-deleted');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      message: 'Sua conta será excluída em 28 dias. Você pode cancelar a exclusão até lá.',
      requestedDelete: true,
      daysToDelete: 28,
    });
  });

  it('reports no request, and zero days (never negative) when the job is late', async () => {
    const none = await signedIn();
    expect((await call(none.caller, 'GET', '/account/user-deleted')).json()).toEqual({
      message: MESSAGES.accountDeletionNotRequested,
      requestedDelete: false,
      daysToDelete: null,
    });
    const late = await signedIn({ deleteRequestedAt: new Date(Date.now() - 31 * DAY_MS) });
    const lateStatus = (await call(late.caller, 'GET', '/account/user-deleted')).json();
    expect(lateStatus.daysToDelete).toBe(0);
    expect(lateStatus.message).toBe(
      'Sua conta será excluída nas próximas horas. Você pode cancelar a exclusão até lá.',
    );
  });

  it('reverts a request', async () => {
    const { user, caller } = await signedIn({ deleteRequestedAt: new Date() });
    const response = await call(caller, 'POST', '/account/revert-delete');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ type: 'success', message: MESSAGES.accountDeletionReverted });
    expect(await requestedAtOf(user.id)).toBeNull();
    const status = (await call(caller, 'GET', '/account/user-deleted')).json();
    expect(status.requestedDelete).toBe(false);
  });

  it('answers a revert without a request with a 400 flash, changing nothing', async () => {
    const { user, caller } = await signedIn();
    const response = await call(caller, 'POST', '/account/revert-delete');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      type: 'danger',
      message: 'Não há pedido de exclusão para cancelar.',
    });
    expect(await requestedAtOf(user.id)).toBeNull();
  });

  it('refuses a staff account with a 403 flash, changing nothing', async () => {
    const { user, email, password, caller } = await signedIn({ type: 'admin' });
    const other = await signIn({ app: testApp.app, email, password });
    const response = await call(caller, 'DELETE', '/account/delete');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      type: 'danger',
      message: MESSAGES.accountDeletionForbiddenForStaff,
    });
    expect(await requestedAtOf(user.id)).toBeNull();
    expect(await sessionIdsOf(user.id)).toContain(hashSessionToken(other.session));
    expect(smtp.mailsTo(email)).toHaveLength(0);
  });

  it('refuses a missing or wrong CSRF token (403), changing nothing', async () => {
    const { user, email, password, caller } = await signedIn({ deleteRequestedAt: null });
    const other = await signIn({ app: testApp.app, email, password });
    for (const attempt of [
      { ...caller, sendCsrf: false },
      { ...caller, csrfToken: 'x'.repeat(20) },
    ]) {
      const deletion = await call(attempt, 'DELETE', '/account/delete');
      expect(deletion.statusCode).toBe(403);
      expect(deletion.json()).toEqual({ type: 'danger', message: MESSAGES.csrfInvalid });
    }
    expect(await requestedAtOf(user.id)).toBeNull();
    expect(await sessionIdsOf(user.id)).toContain(hashSessionToken(other.session));

    const requested = await signedIn({ deleteRequestedAt: new Date() });
    const before = await requestedAtOf(requested.user.id);
    const revert = await call(
      { ...requested.caller, sendCsrf: false },
      'POST',
      '/account/revert-delete',
    );
    expect(revert.statusCode).toBe(403);
    expect(await requestedAtOf(requested.user.id)).toEqual(before);
    expect(smtp.mailsTo(email)).toHaveLength(0);
  });

  it.each([
    ['DELETE', '/account/delete'],
    ['GET', '/account/user-deleted'],
    ['POST', '/account/revert-delete'],
  ] as const)('answers a visitor on %s %s with 401', async (method, url) => {
    const visitor = await visitorOf(testApp.app);
    const response = await call(visitor, method, url);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ type: 'danger', message: MESSAGES.signInRequired });
  });
});
