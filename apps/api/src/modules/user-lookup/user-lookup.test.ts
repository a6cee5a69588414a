import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewUser } from '@escola/db/schema/users';
import { INVALID_CPF_MESSAGE } from '@escola/domain/messages';
import { MESSAGES } from '../../messages';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createTestUser } from '../../testing/create-test-user';
import { signIn } from '../../testing/sign-in';
import { HAS_PASSWORD_RATE_LIMIT_PER_IP } from './routes';

const VALID_CPFS = ['52998224725', '11144477735', '12345678909', '98765432100'];

describe('users look-ups', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => testApp.close());

  const signedInAs = async (overrides: Partial<NewUser>) => {
    const { email, password } = await createTestUser({ db: testApp.db, overrides });
    const { session } = await signIn({ app: testApp.app, email, password });
    return `session=${session}`;
  };

  describe('GET /api/users/status-by-email', () => {
    const statusOf = (email: string, cookie?: string) =>
      testApp.app.inject({
        method: 'GET',
        url: `/api/users/status-by-email?email=${encodeURIComponent(email)}`,
        headers: cookie ? { cookie } : {},
      });

    it('tells staff the status of each kind of account, under result.result.status', async () => {
      const cookie = await signedInAs({ type: 'support' });
      const active = await createTestUser({ db: testApp.db });
      const blocked = await createTestUser({
        db: testApp.db,
        overrides: { blockedByInactivityAt: new Date() },
      });
      const deleting = await createTestUser({
        db: testApp.db,
        overrides: { deleteRequestedAt: new Date() },
      });
      const cases = [
        [active.email, 'active'],
        [blocked.email, 'blocked'],
        [deleting.email, 'deletion-requested'],
        ['ninguem@teste.escola.dev', 'not-found'],
        [` ${active.email.toUpperCase()} `, 'active'],
      ] as const;
      for (const [email, status] of cases) {
        const response = await statusOf(email, cookie);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ result: { result: { status } } });
      }
    });

    it('refuses a learner (403) and a visitor (401)', async () => {
      const { email } = await createTestUser({ db: testApp.db });
      const learner = await statusOf(email, await signedInAs({ type: 'student' }));
      expect(learner.statusCode).toBe(403);
      expect(learner.json()).toEqual({ type: 'danger', message: MESSAGES.forbidden });
      const visitor = await statusOf(email);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toEqual({ type: 'danger', message: MESSAGES.signInRequired });
    });

    it.each([
      ['no e-mail', '/api/users/status-by-email'],
      ['an invalid e-mail', '/api/users/status-by-email?email=nao-e-email'],
      ['an oversized e-mail', `/api/users/status-by-email?email=${'a'.repeat(260)}%40x.dev`],
    ])('answers %s with a 400 Portuguese flash', async (_label, url) => {
      const cookie = await signedInAs({ type: 'admin' });
      const response = await testApp.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Campo inválido: /);
    });
  });

  describe('GET /api/users/has-password', () => {
    const hasPassword = (cpf: string) =>
      testApp.app.inject({
        method: 'GET',
        url: `/api/users/has-password?cpf=${encodeURIComponent(cpf)}`,
      });

    it('answers true for an account with a password and false without one or for an unknown CPF', async () => {
      await createTestUser({ db: testApp.db, overrides: { cpf: VALID_CPFS[0] } });
      await createTestUser({
        db: testApp.db,
        overrides: { cpf: VALID_CPFS[1], passwordHash: null },
      });
      const cases = [
        [VALID_CPFS[0]!, true],
        ['529.982.247-25', true],
        [VALID_CPFS[1]!, false],
        [VALID_CPFS[2]!, false],
      ] as const;
      for (const [cpf, expected] of cases) {
        const response = await hasPassword(cpf);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          hasPassword: { success: true, status: 200, hasPassword: expected },
        });
      }
    });

    it.each([
      ['wrong check digits', '529.982.247-24', INVALID_CPF_MESSAGE],
      ['repeated digits', '11111111111', INVALID_CPF_MESSAGE],
      ['letters', 'abcdefghijk', INVALID_CPF_MESSAGE],
    ])('answers a CPF with %s with the invalid-cpf flash', async (_label, cpf, message) => {
      const response = await hasPassword(cpf);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ type: 'danger', message });
    });

    it.each([
      ['no CPF', '/api/users/has-password'],
      ['an empty CPF', '/api/users/has-password?cpf='],
      ['an oversized CPF', `/api/users/has-password?cpf=${'1'.repeat(15)}`],
    ])('answers %s with a 400 Portuguese flash', async (_label, url) => {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Campo inválido: /);
    });

    it('limits look-ups per IP with a Portuguese 429', async () => {
      const lookup = () =>
        testApp.app.inject({
          method: 'GET',
          url: `/api/users/has-password?cpf=${VALID_CPFS[3]}`,
          remoteAddress: '10.9.9.9',
        });
      for (let index = 0; index < HAS_PASSWORD_RATE_LIMIT_PER_IP.max; index += 1) {
        expect((await lookup()).statusCode).toBe(200);
      }
      const limited = await lookup();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ type: 'danger', message: MESSAGES.tooManyRequests });
    });
  });
});

describe('GET /api/users/has-password when the database fails', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => testApp.close());

  it('answers the spec failure shape with status 500', async () => {
    await testApp.db.execute(sql`alter table users rename column cpf to cpf_indisponivel`);
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/users/has-password?cpf=${VALID_CPFS[0]}`,
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      hasPassword: { success: false, status: 500, message: 'Erro ao verificar senha' },
    });
  });
});
