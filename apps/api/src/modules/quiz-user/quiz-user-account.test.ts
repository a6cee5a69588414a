import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RULE_MESSAGES } from '@escola/contracts/password-rules';
import { quizUsers } from '@escola/db/schema/quiz-users';
import { sessions } from '@escola/db/schema/sessions';
import { users } from '@escola/db/schema/users';
import { INVALID_CPF_MESSAGE } from '@escola/domain/messages';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { cookiesOf } from '../../testing/cookies';
import { createTestUser } from '../../testing/create-test-user';
import { signIn } from '../../testing/sign-in';
import { QUIZ_USER_MESSAGES } from './quiz-user-messages';
import { answersAt, newCpf, validRecord, visitorCaller } from './test-helpers';

const PASSWORD = 'uma-senha-boa-123';

describe('quiz user account: new-user and new-national-user', () => {
  let testApp: TestApp;
  let call: Awaited<ReturnType<typeof visitorCaller>>;

  beforeAll(async () => {
    testApp = await buildTestApp();
    call = await visitorCaller(testApp.app);
  });
  afterAll(async () => testApp.close());

  const count = async () => {
    const [row] = await testApp.db
      .select({
        users: sql<number>`(select count(*)::int from users)`,
        quizUsers: sql<number>`(select count(*)::int from quiz_users)`,
        sessions: sql<number>`(select count(*)::int from sessions)`,
      })
      .from(sql`(select 1) as one`);
    return row;
  };
  const recordOf = async (id: string) => {
    const [row] = await testApp.db.select().from(quizUsers).where(eq(quizUsers.id, id));
    return row;
  };
  const userByEmail = async (email: string) => {
    const [row] = await testApp.db.select().from(users).where(eq(users.email, email));
    return row;
  };

  /** A record with its quiz answered at `answersIndex`. */
  const answeredRecord = async (answersIndex = 0, overrides = {}) => {
    const record = validRecord(overrides);
    const { id, token } = (
      await call({ method: 'POST', url: '/api/quiz-user/register', payload: record })
    ).json();
    const result = await call({
      method: 'PUT',
      url: `/api/quiz-user/update-result/${id}`,
      payload: { userResult: { answers: answersAt(answersIndex) } },
      token,
    });
    expect(result.statusCode).toBe(200);
    return { record, id: id as string, token: token as string };
  };
  const newUser = (id: string, payload: unknown, token?: string) =>
    call({
      method: 'POST',
      url: `/api/quiz-user/new-user/${id}`,
      payload,
      ...(token === undefined ? {} : { token }),
    });

  describe('new-user', () => {
    it('creates the national account of variant 1, links the record and signs in', async () => {
      const { record, id, token } = await answeredRecord(0, { receiveEmails: false });
      const response = await newUser(id, { password: PASSWORD, nationalUser: true }, token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        type: 'success',
        message: QUIZ_USER_MESSAGES.accountCreated,
        redirect: '/learn',
      });
      const user = await userByEmail(record.email);
      expect(user).toMatchObject({
        name: record.name,
        cpf: record.cpf,
        registrationQuiz: 1,
        group: 'nacional-ce',
        access: 'limited_nacional',
        source: '',
        needsPlacementTest: true,
        acceptedPrivacyTerms: true,
        sendQuincyEmail: false,
      });
      expect(user?.username).toMatch(/^[a-z0-9-]+$/);
      expect((await recordOf(id))?.userId).toBe(user?.id);
      // Signed in: the session cookie opens the session user.
      const session = cookiesOf(response).session?.value;
      const me = await testApp.app.inject({
        method: 'GET',
        url: '/user/get-session-user',
        headers: { cookie: `session=${session}` },
      });
      expect(me.json().result).toBe(user?.username);
      // And the password works at sign-in.
      await expect(
        signIn({ app: testApp.app, email: record.email, password: PASSWORD }),
      ).resolves.toBeDefined();
    });

    it('gives variant 2 no placement test', async () => {
      const { record, id, token } = await answeredRecord(2);
      expect(
        (await newUser(id, { password: PASSWORD, nationalUser: true }, token)).statusCode,
      ).toBe(200);
      expect(await userByEmail(record.email)).toMatchObject({
        registrationQuiz: 2,
        needsPlacementTest: false,
        sendQuincyEmail: true,
      });
    });

    it('answers 409 once an account is linked, and creates no second one', async () => {
      const { id, token } = await answeredRecord();
      await newUser(id, { password: PASSWORD, nationalUser: true }, token);
      const before = await count();
      const again = await newUser(id, { password: PASSWORD, nationalUser: true }, token);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(QUIZ_USER_MESSAGES.alreadyLinked);
      expect(await count()).toEqual(before);
    });

    it('answers 403 without the token or with a wrong one, and writes nothing', async () => {
      const { id, token } = await answeredRecord();
      const before = await count();
      const lastChanged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      for (const given of [undefined, lastChanged]) {
        const response = await newUser(id, { password: PASSWORD, nationalUser: true }, given);
        expect(response.statusCode).toBe(403);
      }
      expect(await count()).toEqual(before);
      expect((await recordOf(id))?.userId).toBeNull();
    });

    it('refuses a record without quiz result, a short password and nationalUser false', async () => {
      const { id, token } = (
        await call({ method: 'POST', url: '/api/quiz-user/register', payload: validRecord() })
      ).json();
      const before = await count();
      const noResult = await newUser(id, { password: PASSWORD, nationalUser: true }, token);
      expect(noResult.statusCode).toBe(400);
      expect(noResult.json().message).toBe(QUIZ_USER_MESSAGES.resultMissing);
      const short = await newUser(id, { password: 'curta', nationalUser: true }, token);
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toContain(PASSWORD_RULE_MESSAGES.tooShort);
      expect(
        (await newUser(id, { password: PASSWORD, nationalUser: false }, token)).statusCode,
      ).toBe(400);
      expect(await count()).toEqual(before);
    });

    it('answers 409 when the e-mail already has an account, and leaves the record unlinked', async () => {
      const { user } = await createTestUser({ db: testApp.db });
      const { id, token } = await answeredRecord(0, { email: user.email });
      const before = await count();
      const response = await newUser(id, { password: PASSWORD, nationalUser: true }, token);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(QUIZ_USER_MESSAGES.accountExists);
      expect(await count()).toEqual(before);
      expect((await recordOf(id))?.userId).toBeNull();
    });

    it('makes the linked account follow a later withdrawal of e-mail consent', async () => {
      const { record, id, token } = await answeredRecord();
      await newUser(id, { password: PASSWORD, nationalUser: true }, token);
      await call({
        method: 'PUT',
        url: `/api/quiz-user/toggle-receive-emails/${id}`,
        payload: { receiveEmails: false },
        token,
      });
      expect((await userByEmail(record.email))?.sendQuincyEmail).toBe(false);
    });
  });

  describe('new-national-user', () => {
    const oneStep = (payload: unknown) =>
      call({ method: 'POST', url: '/api/quiz-user/new-national-user', payload });

    it('creates record, result and account in one call and signs in', async () => {
      const record = validRecord();
      const response = await oneStep({
        quizUser: record,
        userResult: { answers: answersAt(0) },
        password: PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      expect(cookiesOf(response).session?.value).toBeTruthy();
      const user = await userByEmail(record.email);
      expect(user).toMatchObject({
        registrationQuiz: 1,
        needsPlacementTest: true,
        group: 'nacional-ce',
      });
      const [quizUser] = await testApp.db
        .select()
        .from(quizUsers)
        .where(eq(quizUsers.userId, user?.id ?? ''));
      expect(quizUser?.cpf).toBe(record.cpf);
    });

    it('completes the unlinked record of the same CPF and e-mail', async () => {
      const { record, id } = await answeredRecord(0);
      const response = await oneStep({
        quizUser: { ...record, street: 'Avenida Nova' },
        userResult: { answers: answersAt(2) },
        password: PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      const stored = await recordOf(id);
      expect(stored).toMatchObject({ street: 'Avenida Nova', registrationQuiz: 2 });
      expect(stored?.userId).toBe((await userByEmail(record.email))?.id);
    });

    it('answers 409 for a CPF registered with another e-mail, and writes nothing', async () => {
      const { record, id } = await answeredRecord(0);
      const before = await count();
      const response = await oneStep({
        quizUser: { ...record, email: 'outra-pessoa@exemplo.com', street: 'Outra' },
        userResult: { answers: answersAt(0) },
        password: PASSWORD,
      });
      expect(response.statusCode).toBe(409);
      expect(await count()).toEqual(before);
      expect((await recordOf(id))?.street).toBe(record.street);
    });

    it('refuses an invalid CPF and incomplete answers, and writes nothing', async () => {
      const before = await count();
      const invalid = await oneStep({
        quizUser: validRecord({ cpf: '123.456.789-00' }),
        userResult: { answers: answersAt(0) },
        password: PASSWORD,
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toEqual({
        type: 'danger',
        message: INVALID_CPF_MESSAGE,
        field: 'cpf',
      });
      const incomplete = await oneStep({
        quizUser: validRecord(),
        userResult: { answers: {} },
        password: PASSWORD,
      });
      expect(incomplete.statusCode).toBe(400);
      expect(await count()).toEqual(before);
    });

    it('leaves no record behind when the account cannot be made (e-mail taken)', async () => {
      const { user } = await createTestUser({ db: testApp.db, overrides: { cpf: null } });
      const before = await count();
      const response = await oneStep({
        quizUser: validRecord({ email: user.email, cpf: newCpf() }),
        userResult: { answers: answersAt(0) },
        password: PASSWORD,
      });
      expect(response.statusCode).toBe(409);
      expect(await count()).toEqual(before);
    });
  });

  it('keeps sessions table untouched by failures (sanity of the counter)', async () => {
    const [row] = await testApp.db.select({ n: sql<number>`count(*)::int` }).from(sessions);
    expect(row?.n).toBe((await count())?.sessions);
  });
});
