import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens } from '@escola/db/schema/auth-tokens';
import { sessions } from '@escola/db/schema/sessions';
import { users } from '@escola/db/schema/users';
import { MESSAGES } from '../../messages';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createTestUser } from '../../testing/create-test-user';
import { signIn } from '../../testing/sign-in';
import {
  findLink,
  startTestSmtpServer,
  type TestSmtpServer,
} from '../../testing/start-test-smtp-server';
import { hashOneTimeToken, issueOneTimeToken } from '../one-time-tokens/one-time-tokens';
import { FORGOT_PASSWORD_LIMIT_PER_EMAIL } from './routes';

const PUBLIC_URL = 'http://escola.teste';
const RECOVERY_LINK_PREFIX = `${PUBLIC_URL}/recovery-password?token=`;
const NEW_PASSWORD = 'nova-senha-456';
const SENT = {
  type: 'info',
  message: MESSAGES.forgotPasswordSent,
  redirect: '/sent-email-to-recovery',
};

describe('password recovery', () => {
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

  const forgot = (payload: unknown) =>
    testApp.app.inject({ method: 'POST', url: '/forgot-password', payload: payload as object });
  const recover = (payload: unknown) =>
    testApp.app.inject({ method: 'PUT', url: '/recovery-password', payload: payload as object });

  const passwordHashOf = async (userId: string) => {
    const [row] = await testApp.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId));
    return row?.passwordHash;
  };
  const tokenCount = async () => {
    const [row] = await testApp.db.select({ count: sql<number>`count(*)::int` }).from(authTokens);
    return row?.count;
  };
  const signInStatus = async ({ email, password }: { email: string; password: string }) =>
    (
      await testApp.app.inject({
        method: 'POST',
        url: '/signin-local',
        payload: { email, password },
      })
    ).statusCode;

  it('answers an unknown address exactly like a known one, and e-mails only the known one', async () => {
    const { email } = await createTestUser({ db: testApp.db });
    const unknown = 'ninguem-aqui@teste.escola.dev';
    const known = await forgot({ email: email.toUpperCase() });
    const missing = await forgot({ email: unknown });
    expect(known.statusCode).toBe(200);
    expect(missing.statusCode).toBe(200);
    expect(known.json()).toEqual(SENT);
    expect(missing.json()).toEqual(SENT);
    const mail = await smtp.waitForMail({ to: email });
    expect(mail.subject).toBe('Recuperação de senha');
    expect(mail.html).toContain('Criar nova senha');
    expect(smtp.mailsTo(unknown)).toHaveLength(0);
  });

  it('follows the e-mailed link: new password works, old one and every session end, link is single use', async () => {
    const { user, email, password } = await createTestUser({ db: testApp.db });
    await signIn({ app: testApp.app, email, password });
    await signIn({ app: testApp.app, email, password });
    await forgot({ email });
    const mail = await smtp.waitForMail({ to: email });
    const token = new URL(findLink({ mail, prefix: RECOVERY_LINK_PREFIX })).searchParams.get(
      'token',
    );
    const [tokenRow] = await testApp.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashOneTimeToken(token ?? '')));
    expect(tokenRow?.kind).toBe('password_recovery');
    expect((tokenRow?.expiresAt.getTime() ?? 0) - (tokenRow?.createdAt.getTime() ?? 0)).toBe(
      60 * 60 * 1000,
    );

    const response = await recover({ token, password: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      type: 'success',
      message: MESSAGES.passwordRecovered,
      redirect: '/sign-in',
    });
    expect(await testApp.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual(
      [],
    );
    expect(await signInStatus({ email, password })).toBe(401);
    expect(await signInStatus({ email, password: NEW_PASSWORD })).toBe(200);

    const reused = await recover({ token, password: 'outra-senha-789' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ type: 'danger', message: MESSAGES.recoveryLinkInvalid });
    expect(await signInStatus({ email, password: NEW_PASSWORD })).toBe(200);
  });

  it('refuses an expired token and a token of another kind, leaving the password as it was', async () => {
    const { user } = await createTestUser({ db: testApp.db });
    const before = await passwordHashOf(user.id);
    const expired = await issueOneTimeToken({
      db: testApp.db,
      userId: user.id,
      kind: 'password_recovery',
      lifetimeMs: 1000,
      now: new Date(Date.now() - 60_000),
    });
    const verification = await issueOneTimeToken({
      db: testApp.db,
      userId: user.id,
      kind: 'email_verification',
      lifetimeMs: 60_000,
      now: new Date(),
    });
    for (const token of [expired, verification, 'b'.repeat(43)]) {
      const response = await recover({ token, password: NEW_PASSWORD });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ type: 'danger', message: MESSAGES.recoveryLinkInvalid });
    }
    expect(await passwordHashOf(user.id)).toBe(before);
  });

  it.each([
    ['no fields', {}],
    ['a short password', { token: 'c'.repeat(43), password: '1234567' }],
    ['a malformed token', { token: 'curto', password: NEW_PASSWORD }],
    ['a number as password', { token: 'c'.repeat(43), password: 12345678 }],
    ['an oversized password', { token: 'c'.repeat(43), password: 'x'.repeat(1025) }],
  ])('answers recovery with %s with a 400 Portuguese flash', async (_label, payload) => {
    const response = await recover(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Campo inválido: /);
  });

  it.each([
    ['no e-mail', {}],
    ['a malformed e-mail', { email: 'ana@' }],
    ['a number', { email: 42 }],
    ['an oversized e-mail', { email: `${'a'.repeat(300)}@teste.escola.dev` }],
  ])('answers forgot-password with %s with a 400 flash and no token', async (_label, payload) => {
    const before = await tokenCount();
    const response = await forgot(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Campo inválido: email/);
    expect(await tokenCount()).toBe(before);
  });

  it('limits the requests per address with a Portuguese 429', async () => {
    const { email } = await createTestUser({ db: testApp.db });
    for (let request = 0; request < FORGOT_PASSWORD_LIMIT_PER_EMAIL.max; request += 1) {
      expect((await forgot({ email })).statusCode).toBe(200);
    }
    const before = await tokenCount();
    const limited = await forgot({ email });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ type: 'danger', message: MESSAGES.tooManyRecoveryRequests });
    expect(await tokenCount()).toBe(before);
  });
});
