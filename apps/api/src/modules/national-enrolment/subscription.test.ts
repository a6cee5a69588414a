import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_TOUR_STATUS_PATH } from '@escola/contracts/put-change-tour-status';
import { REGISTER_SUBSCRIPTION_PATH } from '@escola/contracts/put-register-subscription';
import { REGISTER_UTM_DATA_PATH } from '@escola/contracts/put-register-utm-data';
import { quizUsers } from '@escola/db/schema/quiz-users';
import { users } from '@escola/db/schema/users';
import { MESSAGES } from '../../messages';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { call, createLearner } from './test-helpers';

describe('subscription, UTM data and tour', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => testApp.close());

  const userRow = async (userId: string) => {
    const [row] = await testApp.db
      .select({
        subscription: users.subscription,
        cpf: users.cpf,
        utmData: users.utmData,
        tourCompletedAt: users.tourCompletedAt,
      })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  };

  const quizOwner = async (cpf: string) => {
    const [row] = await testApp.db
      .select({ userId: quizUsers.userId })
      .from(quizUsers)
      .where(eq(quizUsers.cpf, cpf));
    return row?.userId;
  };

  it('stores the subscription and links the quiz user of the same e-mail and CPF', async () => {
    const { user, caller } = await createLearner(testApp, {});
    await testApp.db.insert(quizUsers).values({
      ra: '2026980001',
      name: 'Aluna do Quiz',
      cpf: '39888244531',
      email: user.email,
    });
    const response = await call(testApp, caller, 'PUT', REGISTER_SUBSCRIPTION_PATH, {
      product: 'programa-nacional',
      cpf: '398.882.445-31',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      type: 'success',
      message: 'Inscrição registrada.',
      subscription: 'programa-nacional',
      linkedQuizUser: true,
    });
    expect(await quizOwner('39888244531')).toBe(user.id);
    expect(await userRow(user.id)).toMatchObject({
      subscription: 'programa-nacional',
      cpf: '39888244531',
    });
  });

  it('does not link a quiz user whose e-mail is not the account’s', async () => {
    const { user, caller } = await createLearner(testApp, {});
    await testApp.db.insert(quizUsers).values({
      ra: '2026980002',
      name: 'Outra Pessoa',
      cpf: '52998224725',
      email: 'outra.pessoa@teste.escola.dev',
    });
    const response = await call(testApp, caller, 'PUT', REGISTER_SUBSCRIPTION_PATH, {
      product: 'programa-nacional',
      cpf: '52998224725',
    });
    expect(response.json()).toMatchObject({ linkedQuizUser: false });
    expect(await quizOwner('52998224725')).toBeNull();
    expect(await userRow(user.id)).toMatchObject({ subscription: 'programa-nacional', cpf: null });
  });

  it('refuses an invalid CPF or product with 400 and stores nothing', async () => {
    const { user, caller } = await createLearner(testApp, {});
    const badCpf = await call(testApp, caller, 'PUT', REGISTER_SUBSCRIPTION_PATH, {
      product: 'programa-nacional',
      cpf: '111.111.111-11',
    });
    expect(badCpf.statusCode).toBe(400);
    expect(badCpf.json().message).toBe(MESSAGES.invalidCpf);
    const badProduct = await call(testApp, caller, 'PUT', REGISTER_SUBSCRIPTION_PATH, {
      product: 'programa nacional!',
    });
    expect(badProduct.statusCode).toBe(400);
    expect((await userRow(user.id))?.subscription).toBeNull();
  });

  it('keeps the UTM data of the first touch: a second sending changes nothing', async () => {
    const { user, caller } = await createLearner(testApp, {});
    const first = await call(testApp, caller, 'PUT', REGISTER_UTM_DATA_PATH, {
      utmData: { utm_source: 'instagram', utm_campaign: 'lancamento' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ stored: true });
    const second = await call(testApp, caller, 'PUT', REGISTER_UTM_DATA_PATH, {
      utmData: { utm_source: 'google' },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      stored: false,
      message: 'A origem do seu primeiro acesso já estava registrada.',
    });
    expect((await userRow(user.id))?.utmData).toEqual({
      utm_source: 'instagram',
      utm_campaign: 'lancamento',
    });
  });

  it.each([
    ['an unknown key', { utm_source: 'x', gclid: 'abc' }],
    ['no key at all', {}],
    ['a value too long', { utm_source: 'x'.repeat(201) }],
    ['an empty value', { utm_medium: '  ' }],
    ['a value that is not text', { utm_source: 12 }],
  ])('refuses UTM data with %s (400, nothing stored)', async (_label, utmData) => {
    const { user, caller } = await createLearner(testApp, {});
    const response = await call(testApp, caller, 'PUT', REGISTER_UTM_DATA_PATH, { utmData });
    expect(response.statusCode).toBe(400);
    expect((await userRow(user.id))?.utmData).toBeNull();
  });

  it('sets and clears the tour status', async () => {
    const { user, caller } = await createLearner(testApp, {});
    const done = await call(testApp, caller, 'PUT', CHANGE_TOUR_STATUS_PATH, { completed: true });
    expect(done.statusCode).toBe(200);
    expect(done.json().tourCompletedAt).toEqual(expect.any(String));
    expect((await userRow(user.id))?.tourCompletedAt).toBeInstanceOf(Date);
    const reset = await call(testApp, caller, 'PUT', CHANGE_TOUR_STATUS_PATH, { completed: false });
    expect(reset.json()).toMatchObject({
      tourCompletedAt: null,
      message: 'O tour será mostrado de novo.',
    });
    expect((await userRow(user.id))?.tourCompletedAt).toBeNull();
    expect(
      (await call(testApp, caller, 'PUT', CHANGE_TOUR_STATUS_PATH, { completed: 'sim' }))
        .statusCode,
    ).toBe(400);
  });

  it('refuses a visitor', async () => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: CHANGE_TOUR_STATUS_PATH,
      payload: { completed: true },
    });
    expect([401, 403]).toContain(response.statusCode);
  });
});
