import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { createTestUser } from '../testing/create-test-user';
import { FAILED_PASSWORD_LIMIT_PER_ACCOUNT, SIGN_IN_RATE_LIMIT_PER_IP } from './rate-limit';

describe('rate limits', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => testApp.close());

  it('stops repeated failed sign-ins on one account, even with the right password afterwards', async () => {
    const { email, password } = await createTestUser({ db: testApp.db });
    for (let attempt = 0; attempt < FAILED_PASSWORD_LIMIT_PER_ACCOUNT.max; attempt += 1) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/signin-local',
        remoteAddress: `10.0.0.${attempt + 1}`,
        payload: { email, password: `errada-${attempt}` },
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await testApp.app.inject({
      method: 'POST',
      url: '/signin-local',
      remoteAddress: '10.0.1.1',
      payload: { email, password },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ type: 'danger', message: MESSAGES.tooManySignInAttempts });
  });

  it('limits sign-in attempts per IP with a Portuguese 429', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= SIGN_IN_RATE_LIMIT_PER_IP.max; attempt += 1) {
      // An invalid body is rejected after the IP limit is counted: no password hashing needed.
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/signin-local',
        remoteAddress: '192.0.2.7',
        payload: { email: 'invalido', password: '' },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toEqual({
          type: 'danger',
          message: MESSAGES.tooManySignInAttempts,
        });
        expect(response.headers['retry-after']).toBeDefined();
      }
    }
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('leaves other visitors alone', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/status/ping',
      remoteAddress: '192.0.2.7',
    });
    expect(response.statusCode).toBe(200);
  });
});
