import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RULE_MESSAGES } from '@escola/contracts/password-rules';
import { authTokens } from '@escola/db/schema/auth-tokens';
import { sessions } from '@escola/db/schema/sessions';
import { users } from '@escola/db/schema/users';
import { MESSAGES } from '../../messages';
import { hashSessionToken } from '../../plugins/session-token';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { cookieHeader, cookiesOf } from '../../testing/cookies';
import { createTestUser } from '../../testing/create-test-user';
import { signIn } from '../../testing/sign-in';
import {
  findLink,
  startTestSmtpServer,
  type TestSmtpServer,
} from '../../testing/start-test-smtp-server';
import { hashOneTimeToken, issueOneTimeToken } from '../one-time-tokens/one-time-tokens';

const PUBLIC_URL = 'http://escola.teste';
const VERIFICATION_LINK_PREFIX = `${PUBLIC_URL}/verification-email?token=`;

describe('sign-up and e-mail verification', () => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;
  let counter = 0;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await buildTestApp({ environment: { SMTP_URL: smtp.url, PUBLIC_URL } });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  const newEmail = () => {
    counter += 1;
    return `nova-${counter}-${Date.now()}@teste.escola.dev`;
  };

  const signUp = (payload: unknown, headers: Record<string, string> = {}) =>
    testApp.app.inject({
      method: 'POST',
      url: '/signup-local',
      payload: payload as object,
      headers,
    });

  const countRows = async () => {
    const [userCount] = await testApp.db.select({ count: sql<number>`count(*)::int` }).from(users);
    const [tokenCount] = await testApp.db
      .select({ count: sql<number>`count(*)::int` })
      .from(authTokens);
    return { users: userCount?.count, tokens: tokenCount?.count };
  };

  const userByEmail = async (email: string) => {
    const [row] = await testApp.db.select().from(users).where(eq(users.email, email));
    return row;
  };

  /** Cookies and CSRF token of an anonymous visitor (the page's first call issues them). */
  const anonymousVisitor = async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/user/get-session-user' });
    const cookies = Object.fromEntries(
      Object.values(cookiesOf(response)).map((cookie) => [cookie.name, cookie.value]),
    );
    return { cookie: cookieHeader(cookies), csrfToken: cookies.csrf_token ?? '' };
  };

  const confirm = async ({ token, csrf = true }: { token: unknown; csrf?: boolean }) => {
    const visitor = await anonymousVisitor();
    return testApp.app.inject({
      method: 'POST',
      url: '/confirm-verification-email',
      headers: {
        cookie: visitor.cookie,
        ...(csrf ? { 'csrf-token': visitor.csrfToken } : {}),
      },
      payload: { token } as object,
    });
  };

  it('creates the account with an argon2id hash, signs in and e-mails a hashed one-time link', async () => {
    const email = newEmail();
    const response = await signUp({
      name: ' Ana Conceição ',
      email: email.toUpperCase(),
      password: 'senha-boa-123',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      type: 'success',
      message: MESSAGES.signUpSuccess,
      redirect: '/email-sign-up',
    });

    const user = await userByEmail(email);
    expect(user?.name).toBe('Ana Conceição');
    expect(user?.username).toMatch(/^ana-conceicao-[0-9a-f]{6}$/);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user?.emailVerified).toBe(false);

    const session = cookiesOf(response).session?.value ?? '';
    const [sessionRow] = await testApp.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashSessionToken(session)));
    expect(sessionRow?.userId).toBe(user?.id);

    const mail = await smtp.waitForMail({ to: email });
    expect(mail.subject).toBe('Confirme seu e-mail');
    expect(mail.text).toContain('Olá, Ana Conceição!');
    const link = findLink({ mail, prefix: VERIFICATION_LINK_PREFIX });
    const token = new URL(link).searchParams.get('token') ?? '';
    const [tokenRow] = await testApp.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.userId, user?.id ?? ''));
    expect(tokenRow?.kind).toBe('email_verification');
    expect(tokenRow?.tokenHash).toBe(hashOneTimeToken(token));
    expect(tokenRow?.tokenHash).not.toContain(token);
    const lifetime = (tokenRow?.expiresAt.getTime() ?? 0) - (tokenRow?.createdAt.getTime() ?? 0);
    expect(lifetime).toBe(24 * 60 * 60 * 1000);

    const sessionUser = await testApp.app.inject({
      method: 'GET',
      url: '/user/get-session-user',
      headers: { cookie: cookieHeader({ session }) },
    });
    expect(sessionUser.json().result).toBe(user?.username);
  });

  it('rotates the session of a visitor who was signed in to another account', async () => {
    const other = await createTestUser({ db: testApp.db });
    const previous = await signIn({
      app: testApp.app,
      email: other.email,
      password: other.password,
    });
    const response = await signUp(
      { name: 'Bia', email: newEmail(), password: 'senha-boa-123' },
      { cookie: cookieHeader({ session: previous.session }) },
    );
    expect(response.statusCode).toBe(200);
    const rows = await testApp.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashSessionToken(previous.session)));
    expect(rows).toHaveLength(0);
  });

  it('refuses an address already in use (any case) with 409, changing nothing and sending nothing', async () => {
    const existing = await createTestUser({ db: testApp.db });
    const before = await countRows();
    const response = await signUp({
      name: 'Outra',
      email: existing.email.toUpperCase(),
      password: 'senha-boa-123',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ type: 'danger', message: MESSAGES.signUpEmailTaken });
    expect(cookiesOf(response).session).toBeUndefined();
    expect(await countRows()).toEqual(before);
    expect(smtp.mailsTo(existing.email)).toHaveLength(0);
  });

  it.each([
    ['no body fields', {}],
    ['no password', { name: 'Ana', email: 'x@teste.escola.dev' }],
    [
      'a password of 7 characters',
      { name: 'Ana', email: 'x@teste.escola.dev', password: '1234567' },
    ],
    ['a number as name', { name: 42, email: 'x@teste.escola.dev', password: 'senha-boa-123' }],
    ['a blank name', { name: '   ', email: 'x@teste.escola.dev', password: 'senha-boa-123' }],
    [
      'a 101-character name',
      { name: 'a'.repeat(101), email: 'x@teste.escola.dev', password: 'senha-boa-123' },
    ],
    ['a malformed e-mail', { name: 'Ana', email: 'ana@', password: 'senha-boa-123' }],
    [
      'an oversized password',
      { name: 'Ana', email: 'x@teste.escola.dev', password: 'x'.repeat(1025) },
    ],
  ])('answers %s with a 400 Portuguese flash and no new rows', async (_label, payload) => {
    const before = await countRows();
    const response = await signUp(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ type: string; message: string }>();
    expect(body.type).toBe('danger');
    expect(body.message).toMatch(/^Campo inválido: /);
    expect(await countRows()).toEqual(before);
  });

  it('names the password rule in the message', async () => {
    const response = await signUp({ name: 'Ana', email: newEmail(), password: 'curta' });
    expect(response.json().message).toContain(PASSWORD_RULE_MESSAGES.tooShort);
  });

  it('confirms the e-mail from the link of the received message, once', async () => {
    const email = newEmail();
    await signUp({ name: 'Carla', email, password: 'senha-boa-123' });
    const mail = await smtp.waitForMail({ to: email });
    const token = new URL(findLink({ mail, prefix: VERIFICATION_LINK_PREFIX })).searchParams.get(
      'token',
    );

    const first = await confirm({ token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ type: 'success', message: MESSAGES.emailVerified });
    expect((await userByEmail(email))?.emailVerified).toBe(true);

    const reused = await confirm({ token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ type: 'danger', message: MESSAGES.verificationLinkInvalid });
  });

  it('refuses an expired token, another kind of token and an unknown one, changing nothing', async () => {
    const { user } = await createTestUser({ db: testApp.db });
    const expired = await issueOneTimeToken({
      db: testApp.db,
      userId: user.id,
      kind: 'email_verification',
      lifetimeMs: 1000,
      now: new Date(Date.now() - 60_000),
    });
    const recovery = await issueOneTimeToken({
      db: testApp.db,
      userId: user.id,
      kind: 'password_recovery',
      lifetimeMs: 60 * 60_000,
      now: new Date(),
    });
    for (const token of [expired, recovery, 'a'.repeat(43)]) {
      const response = await confirm({ token });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        type: 'danger',
        message: MESSAGES.verificationLinkInvalid,
      });
    }
    const [row] = await testApp.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.emailVerified).toBe(false);
    const tokens = await testApp.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(tokens.every((token) => token.usedAt === null)).toBe(true);
  });

  it.each([
    ['a missing token', undefined],
    ['a number', 12345],
    ['a malformed token', 'curto'],
    ['an oversized token', 'a'.repeat(5000)],
  ])('answers %s with a 400 Portuguese flash', async (_label, token) => {
    const response = await confirm({ token });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Campo inválido: token\./);
  });

  it('refuses a confirmation without the CSRF header (403), leaving the token unused', async () => {
    const { user } = await createTestUser({ db: testApp.db });
    const token = await issueOneTimeToken({
      db: testApp.db,
      userId: user.id,
      kind: 'email_verification',
      lifetimeMs: 60_000,
      now: new Date(),
    });
    const missing = await confirm({ token, csrf: false });
    const visitor = await anonymousVisitor();
    const wrong = await testApp.app.inject({
      method: 'POST',
      url: '/confirm-verification-email',
      headers: { cookie: visitor.cookie, 'csrf-token': `${visitor.csrfToken}x` },
      payload: { token },
    });
    for (const response of [missing, wrong]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ type: 'danger', message: MESSAGES.csrfInvalid });
    }
    const [row] = await testApp.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.emailVerified).toBe(false);
    const [tokenRow] = await testApp.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashOneTimeToken(token)));
    expect(tokenRow?.usedAt).toBeNull();
  });
});
