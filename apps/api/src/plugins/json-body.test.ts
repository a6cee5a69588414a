import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { JSON_BODY_MAXIMUM_DEPTH, nestsDeeperThan } from './json-body';

describe('JSON bodies', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => testApp.close());

  const signIn = (payload: string, contentType = 'application/json') =>
    testApp.app.inject({
      method: 'POST',
      url: '/signin-local',
      headers: { 'content-type': contentType },
      payload,
    });

  it('refuses a body nested deeper than any schema, without parsing it', async () => {
    const response = await signIn('['.repeat(500_000));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ type: 'danger', message: MESSAGES.jsonTooDeep });
  });

  it('still parses ordinary bodies, with a charset, and refuses prototype poisoning', async () => {
    const ordinary = await signIn(
      JSON.stringify({ email: 'ninguem@teste.escola.dev', password: 'x[[[[{{{{' }),
      'application/json; charset=utf-8',
    );
    expect(ordinary.statusCode).toBe(401);
    const poisoned = await signIn('{"__proto__":{"admin":true},"email":"a@b.c","password":"x"}');
    expect(poisoned.statusCode).toBe(400);
    expect((await signIn('{"email":')).json()).toEqual({
      type: 'danger',
      message: MESSAGES.malformedJson,
    });
  });

  it('counts only brackets outside strings', () => {
    const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
    expect(nestsDeeperThan(deep(JSON_BODY_MAXIMUM_DEPTH), JSON_BODY_MAXIMUM_DEPTH)).toBe(false);
    expect(nestsDeeperThan(deep(JSON_BODY_MAXIMUM_DEPTH + 1), JSON_BODY_MAXIMUM_DEPTH)).toBe(true);
    expect(nestsDeeperThan(`["${'['.repeat(100)}\\"${'{'.repeat(100)}"]`, 2)).toBe(false);
  });
});
