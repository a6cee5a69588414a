import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REGISTER_PAYMENT_USER_PATH } from '@escola/contracts/register-payment-user-call';
import { PAYMENT_NOT_CONFIRMED_MESSAGE } from '@escola/domain/messages';
import { paymentVerifications } from '@escola/db/schema/payment-verifications';
import { users, type NewUser } from '@escola/db/schema/users';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createTestUser } from '../../testing/create-test-user';
import { requestAs, type Caller } from '../../testing/request-as';
import { signIn } from '../../testing/sign-in';
import {
  FAKE_CHECKOUT_URL,
  startTestPaymentProvider,
  type TestPaymentProvider,
} from '../../testing/start-test-payment-provider';

const PROVIDER_DOWN =
  'Não conseguimos falar com o serviço de pagamentos agora. Nada foi alterado na sua conta: tente de novo em alguns minutos.';
const LIMITED: Partial<NewUser> = { access: 'limited', source: 'limited' };

describe('PUT /register-payment-user', () => {
  let provider: TestPaymentProvider;
  let testApp: TestApp;

  beforeAll(async () => {
    provider = await startTestPaymentProvider();
    testApp = await buildTestApp({
      environment: {
        PAYMENT_PROVIDER_URL: provider.url,
        PAYMENT_PROVIDER_TOKEN: 'token-do-provedor',
        PAYMENT_PROVIDER_TIMEOUT_MS: '300',
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await provider.close();
  });
  beforeEach(() => provider.setDefault({ kind: 'success' }));

  const learner = async (overrides: Partial<NewUser> = LIMITED) => {
    const created = await createTestUser({ db: testApp.db, overrides });
    const { session, csrfToken } = await signIn({ app: testApp.app, ...created });
    const caller: Caller = { session, csrfToken };
    return { user: created.user, caller };
  };

  const verify = (caller: Caller, payload: unknown = { product: 'curso-completo' }) =>
    requestAs({
      app: testApp.app,
      caller,
      method: 'PUT',
      url: REGISTER_PAYMENT_USER_PATH,
      payload,
    });

  const stateOf = async (userId: string) => {
    const [user] = await testApp.db
      .select({ access: users.access, source: users.source })
      .from(users)
      .where(eq(users.id, userId));
    const verifications = await testApp.db
      .select({
        status: paymentVerifications.status,
        granted: paymentVerifications.grantedAt,
        transactionId: paymentVerifications.transactionId,
      })
      .from(paymentVerifications)
      .where(eq(paymentVerifications.userId, userId));
    return {
      ...user,
      verifications: verifications.map((row) => ({ ...row, granted: row.granted !== null })),
    };
  };

  it('grants complete access with source pagantes when the provider confirms (Success, COMPLETO)', async () => {
    const { user, caller } = await learner();
    const response = await verify(caller);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      type: 'success',
      message: 'Pagamento confirmado! Seu acesso completo está liberado.',
      access: 'complete',
      alreadyComplete: false,
    });
    expect(await stateOf(user.id)).toEqual({
      access: 'complete',
      source: 'pagantes',
      verifications: [
        { status: 'Success', granted: true, transactionId: `tx-${user.email}-curso-completo` },
      ],
    });
    const sent = provider.requests.at(-1);
    expect(sent?.authorization).toBe('Bearer token-do-provedor');
    expect(sent?.body).toEqual({ email: user.email, cpf: null, product: 'curso-completo' });
  });

  it('never grants twice: a second verification answers "already" without asking again', async () => {
    const { user, caller } = await learner();
    expect((await verify(caller)).statusCode).toBe(200);
    const asked = provider.requests.length;
    const second = await verify(caller);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ alreadyComplete: true, access: 'complete' });
    expect(provider.requests.length).toBe(asked);
    expect((await stateOf(user.id)).verifications.filter((row) => row.granted)).toHaveLength(1);
  });

  it('grants once when two verifications run at the same time', async () => {
    const { user, caller } = await learner();
    const answers = await Promise.all([verify(caller), verify(caller)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json().alreadyComplete).sort()).toEqual([false, true]);
    const state = await stateOf(user.id);
    expect(state.access).toBe('complete');
    expect(state.verifications.filter((row) => row.granted)).toHaveLength(1);
  });

  it('never lets one payment grant two accounts (409, the second account unchanged)', async () => {
    provider.setDefault({ kind: 'success', transactionId: 'tx-compartilhada' });
    const first = await learner();
    const second = await learner();
    expect((await verify(first.caller)).statusCode).toBe(200);
    const response = await verify(second.caller);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Este pagamento já liberou o acesso de outra conta. Fale com a equipe de suporte.',
    );
    expect(await stateOf(second.user.id)).toEqual({
      access: 'limited',
      source: 'limited',
      verifications: [],
    });
  });

  it('answers payment-not-confirm (402) with the checkout page when the payment is not confirmed', async () => {
    provider.setDefault({ kind: 'not-confirmed' });
    const { user, caller } = await learner();
    const response = await verify(caller);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      type: 'warning',
      message: PAYMENT_NOT_CONFIRMED_MESSAGE,
      key: 'payment-not-confirm',
      checkoutUrl: FAKE_CHECKOUT_URL,
    });
    expect(await stateOf(user.id)).toEqual({
      access: 'limited',
      source: 'limited',
      verifications: [{ status: 'Pending', granted: false, transactionId: null }],
    });
  });

  it.each([
    ['down (500)', { kind: 'error', status: 500 } as const],
    ['slow (past the timeout)', { kind: 'slow', delayMs: 3000 } as const],
    ['answering malformed JSON', { kind: 'malformed' } as const],
  ])('answers 503 and writes nothing when the provider is %s', async (_label, behaviour) => {
    provider.setDefault(behaviour);
    const { user, caller } = await learner();
    const response = await verify(caller);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ type: 'danger', message: PROVIDER_DOWN });
    expect(await stateOf(user.id)).toEqual({
      access: 'limited',
      source: 'limited',
      verifications: [],
    });
  });

  it('answers 503 when nothing listens at the provider address', async () => {
    const gone = await startTestPaymentProvider();
    await gone.close();
    const app = await buildTestApp({ environment: { PAYMENT_PROVIDER_URL: gone.url } });
    try {
      const created = await createTestUser({ db: app.db, overrides: LIMITED });
      const { session, csrfToken } = await signIn({ app: app.app, ...created });
      const response = await requestAs({
        app: app.app,
        caller: { session, csrfToken },
        method: 'PUT',
        url: REGISTER_PAYMENT_USER_PATH,
        payload: { product: 'curso-completo' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe(PROVIDER_DOWN);
    } finally {
      await app.close();
    }
  });

  it('refuses a bad product, a visitor and a call without the CSRF header', async () => {
    const { caller } = await learner();
    expect((await verify(caller, { product: '../admin' })).statusCode).toBe(400);
    expect((await verify(caller, {})).statusCode).toBe(400);
    expect((await verify(caller, { product: 'x', extra: 1 })).statusCode).toBe(400);
    expect((await verify({ ...caller, sendCsrf: false })).statusCode).toBe(403);
    const visitor = await testApp.app.inject({
      method: 'PUT',
      url: REGISTER_PAYMENT_USER_PATH,
      payload: { product: 'curso-completo' },
    });
    expect([401, 403]).toContain(visitor.statusCode);
  });
});
