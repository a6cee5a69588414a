import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens } from '@escola/db/schema/auth-tokens';
import { sessions } from '@escola/db/schema/sessions';
import { users } from '@escola/db/schema/users';
import { MESSAGES } from '../../messages';
import { hashSessionToken } from '../../plugins/session-token';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { cookiesOf } from '../../testing/cookies';
import { createTestUser } from '../../testing/create-test-user';
import { requestAs, visitorOf, type Caller } from '../../testing/request-as';
import { signIn } from '../../testing/sign-in';
import {
  findLink,
  startTestSmtpServer,
  type TestSmtpServer,
} from '../../testing/start-test-smtp-server';
import { issueOneTimeToken } from '../one-time-tokens/one-time-tokens';
import { RESEND_VERIFICATION_LIMIT_PER_USER } from './routes';

const PUBLIC_URL = 'http://escola.teste';
const VERIFICATION_LINK_PREFIX = `${PUBLIC_URL}/verification-email?token=`;

describe('e-mail change and verification e-mail sent again', () => {
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

  const freshEmail = () => {
    counter += 1;
    return `novo-${counter}-${Date.now()}@teste.escola.dev`;
  };

  const rowOf = async (userId: string) => {
    const [row] = await testApp.db.select().from(users).where(eq(users.id, userId));
    return row;
  };

  type SignedIn = Caller & { proof?: string };

  const signedIn = async () => {
    const { user, email, password } = await createTestUser({ db: testApp.db });
    const caller: SignedIn = await signIn({ app: testApp.app, email, password });
    return { user, email, password, caller };
  };

  /** POST /check-password; keeps the proof cookie it hands out, as the browser would. */
  const checkPassword = async (caller: SignedIn, password: string) => {
    const response = await requestAs({
      app: testApp.app,
      caller,
      method: 'POST',
      url: '/check-password',
      payload: { password },
    });
    caller.proof = cookiesOf(response).password_checked?.value;
    return response;
  };

  const updateEmail = (caller: SignedIn, payload: unknown) =>
    requestAs({
      app: testApp.app,
      caller,
      method: 'PUT',
      url: '/update-my-email',
      payload,
      extraCookies: caller.proof ? { password_checked: caller.proof } : {},
    });

  describe('PUT /update-my-email', () => {
    it('changes the address after the password check, mails both addresses, ends other sessions', async () => {
      const { user, email, password, caller } = await signedIn();
      const other = await signIn({ app: testApp.app, email, password });
      const oldToken = await issueOneTimeToken({
        db: testApp.db,
        userId: user.id,
        kind: 'email_verification',
        lifetimeMs: 60_000,
        now: new Date(),
      });
      const newEmail = freshEmail();
      expect((await checkPassword(caller, password)).statusCode).toBe(200);

      const response = await updateEmail(caller, { email: ` ${newEmail.toUpperCase()} ` });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ type: 'success', message: MESSAGES.emailChanged });
      const row = await rowOf(user.id);
      expect(row?.email).toBe(newEmail);
      expect(row?.emailVerified).toBe(false);
      const remaining = await testApp.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, user.id));
      expect(remaining.map((session) => session.id)).toEqual([hashSessionToken(caller.session)]);
      expect(remaining.map((session) => session.id)).not.toContain(hashSessionToken(other.session));

      const notice = await smtp.waitForMail({ to: email });
      expect(notice.subject).toBe('Seu e-mail foi alterado');
      expect(notice.text).toContain(newEmail);
      const verification = await smtp.waitForMail({ to: newEmail });
      expect(verification.subject).toBe('Confirme seu e-mail');
      const link = findLink({ mail: verification, prefix: VERIFICATION_LINK_PREFIX });
      const visitor = await visitorOf(testApp.app);
      const stale = await requestAs({
        app: testApp.app,
        caller: visitor,
        method: 'POST',
        url: '/confirm-verification-email',
        payload: { token: oldToken },
      });
      expect(stale.statusCode).toBe(400);
      const confirmed = await requestAs({
        app: testApp.app,
        caller: visitor,
        method: 'POST',
        url: '/confirm-verification-email',
        payload: { token: link.slice(VERIFICATION_LINK_PREFIX.length) },
      });
      expect(confirmed.statusCode).toBe(200);
      expect((await rowOf(user.id))?.emailVerified).toBe(true);

      await signIn({ app: testApp.app, email: newEmail, password });
      const oldSignIn = await testApp.app.inject({
        method: 'POST',
        url: '/signin-local',
        payload: { email, password },
      });
      expect(oldSignIn.statusCode).toBe(401);
    });

    it('refuses a change without a password check in this session (403), changing nothing', async () => {
      const { user, email, password, caller } = await signedIn();
      const first = await updateEmail(caller, { email: freshEmail() });
      expect(first.statusCode).toBe(403);
      expect(first.json()).toEqual({
        type: 'danger',
        message: MESSAGES.emailChangeNeedsPasswordCheck,
      });
      // A proof from another session of the same account is worthless here.
      const otherSession: SignedIn = await signIn({ app: testApp.app, email, password });
      await checkPassword(otherSession, password);
      expect(otherSession.proof).toContain('.');
      const borrowed = await updateEmail(
        { ...caller, proof: otherSession.proof },
        {
          email: freshEmail(),
        },
      );
      expect(borrowed.statusCode).toBe(403);
      expect(borrowed.json().message).toBe(MESSAGES.emailChangeNeedsPasswordCheck);
      const forged = await updateEmail(
        { ...caller, proof: 's:9999999999999.abc.def' },
        {
          email: freshEmail(),
        },
      );
      expect(forged.statusCode).toBe(403);
      expect(forged.json().message).toBe(MESSAGES.emailChangeNeedsPasswordCheck);
      expect((await rowOf(user.id))?.email).toBe(email);
    });

    it('answers the same address (400), another account’s address (409) and a Google-only account (400)', async () => {
      const { user, email, password, caller } = await signedIn();
      const taken = await createTestUser({ db: testApp.db });
      await checkPassword(caller, password);
      const same = await updateEmail(caller, { email });
      expect(same.statusCode).toBe(400);
      expect(same.json()).toEqual({ type: 'info', message: MESSAGES.emailUnchanged });
      const conflict = await updateEmail(caller, { email: taken.email });
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json()).toEqual({ type: 'danger', message: MESSAGES.emailTaken });
      expect((await rowOf(user.id))?.email).toBe(email);

      await testApp.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
      const googleOnly = await updateEmail(caller, { email: freshEmail() });
      expect(googleOnly.statusCode).toBe(400);
      expect(googleOnly.json()).toEqual({
        type: 'danger',
        message: MESSAGES.emailChangeNeedsPassword,
      });
      expect((await rowOf(user.id))?.email).toBe(email);
    });

    it.each([
      ['no fields', {}],
      ['an invalid e-mail', { email: 'sem-arroba' }],
      ['a number', { email: 42 }],
      ['an oversized e-mail', { email: `${'a'.repeat(250)}@teste.escola.dev` }],
      ['an unknown field', { email: 'x@teste.escola.dev', emailVerified: true }],
    ])('answers %s with a 400 Portuguese flash, changing nothing', async (_label, payload) => {
      const { user, email, password, caller } = await signedIn();
      await checkPassword(caller, password);
      const response = await updateEmail(caller, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Campo inválido: /);
      const row = await rowOf(user.id);
      expect(row?.email).toBe(email);
      expect(row?.emailVerified).toBe(user.emailVerified);
    });

    it('refuses a missing CSRF token (403) and a visitor (401), changing nothing', async () => {
      const { user, email, password, caller } = await signedIn();
      await checkPassword(caller, password);
      const missing = await updateEmail({ ...caller, sendCsrf: false }, { email: freshEmail() });
      expect(missing.statusCode).toBe(403);
      expect(missing.json()).toEqual({ type: 'danger', message: MESSAGES.csrfInvalid });
      const visitor = await updateEmail(await visitorOf(testApp.app), { email: freshEmail() });
      expect(visitor.statusCode).toBe(401);
      expect((await rowOf(user.id))?.email).toBe(email);
    });
  });

  describe('POST /resend-verification-email', () => {
    const resend = (caller: Caller) =>
      requestAs({ app: testApp.app, caller, method: 'POST', url: '/resend-verification-email' });

    const unusedTokens = (userId: string) =>
      testApp.db
        .select()
        .from(authTokens)
        .where(and(eq(authTokens.userId, userId), isNull(authTokens.usedAt)));

    it('sends a new link (older ones stop working), at most 3 an hour', async () => {
      const { user, email, caller } = await signedIn();
      for (let index = 0; index < RESEND_VERIFICATION_LIMIT_PER_USER.max; index += 1) {
        const response = await resend(caller);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          type: 'success',
          message: MESSAGES.verificationEmailResent,
        });
        expect(await unusedTokens(user.id)).toHaveLength(1);
      }
      expect(smtp.mailsTo(email)).toHaveLength(3);
      const limited = await resend(caller);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        type: 'danger',
        message: MESSAGES.tooManyVerificationEmails,
      });
      expect(smtp.mailsTo(email)).toHaveLength(3);
    });

    it('answers an already verified address with a 400 and sends nothing', async () => {
      const { user, email, caller } = await signedIn();
      await testApp.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
      const response = await resend(caller);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ type: 'info', message: MESSAGES.emailAlreadyVerified });
      expect(smtp.mailsTo(email)).toHaveLength(0);
      expect(await unusedTokens(user.id)).toHaveLength(0);
    });

    it('refuses a missing CSRF token (403) and a visitor (401), sending nothing', async () => {
      const { user, email, caller } = await signedIn();
      const missing = await resend({ ...caller, sendCsrf: false });
      expect(missing.statusCode).toBe(403);
      const visitor = await resend(await visitorOf(testApp.app));
      expect(visitor.statusCode).toBe(401);
      expect(smtp.mailsTo(email)).toHaveLength(0);
      expect(await unusedTokens(user.id)).toHaveLength(0);
    });
  });
});
