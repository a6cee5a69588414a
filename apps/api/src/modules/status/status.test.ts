import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../messages';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';

describe('GET /status/ping', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => testApp.close());

  it('answers pong while the database answers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/status/ping' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: 'pong' });
  });

  it('answers 503 with the unavailable message when the database is gone', async () => {
    await testApp.database.close();
    const response = await testApp.app.inject({ method: 'GET', url: '/status/ping' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ type: 'danger', message: MESSAGES.unavailable });
  });
});
