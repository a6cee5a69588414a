import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizUsers } from '@escola/db/schema/quiz-users';
import { users } from '@escola/db/schema/users';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { issueOneTimeToken } from '../one-time-tokens/one-time-tokens';
import { newEmail, validRecord, visitorCaller } from './test-helpers';

describe('sign-up links the quiz record of the confirmed e-mail (docs/product/national-programme.md)', () => {
  let testApp: TestApp;
  let call: Awaited<ReturnType<typeof visitorCaller>>;

  beforeAll(async () => {
    testApp = await buildTestApp();
    call = await visitorCaller(testApp.app);
  });
  afterAll(async () => testApp.close());

  const register = async (email: string) =>
    (
      await call({
        method: 'POST',
        url: '/api/quiz-user/register',
        payload: validRecord({ email }),
      })
    ).json().id as string;

  const signUpAndConfirm = async (email: string) => {
    const signUp = await testApp.app.inject({
      method: 'POST',
      url: '/signup-local',
      payload: { name: 'Maria da Silva', email, password: 'senha-boa-123' },
    });
    expect(signUp.statusCode).toBe(200);
    const [user] = await testApp.db.select().from(users).where(eq(users.email, email));
    const linkedBefore = await recordsOf(user?.id ?? '');
    const token = await issueOneTimeToken({
      db: testApp.db,
      userId: user?.id ?? '',
      kind: 'email_verification',
      lifetimeMs: 60_000,
      now: new Date(),
    });
    const confirmed = await call({
      method: 'POST',
      url: '/confirm-verification-email',
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);
    const [after] = await testApp.db.select().from(users).where(eq(users.email, email));
    return { user: after, linkedBefore };
  };

  const recordsOf = (userId: string) =>
    testApp.db.select().from(quizUsers).where(eq(quizUsers.userId, userId));

  it('links the one unlinked record of the e-mail once the address is confirmed', async () => {
    const email = newEmail();
    const id = await register(email);
    const { user, linkedBefore } = await signUpAndConfirm(email);
    expect(linkedBefore).toHaveLength(0);
    const [linked] = await recordsOf(user?.id ?? '');
    expect(linked?.id).toBe(id);
    expect(user?.cpf).toBe(linked?.cpf);
  });

  it('links nothing when two records share the e-mail', async () => {
    const email = newEmail();
    await register(email);
    await register(email);
    const { user } = await signUpAndConfirm(email);
    expect(await recordsOf(user?.id ?? '')).toHaveLength(0);
    expect(user?.cpf).toBeNull();
  });
});
