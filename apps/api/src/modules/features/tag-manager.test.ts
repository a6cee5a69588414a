// Issue 19: the analytics data layer's tag manager. Without TAG_MANAGER_ID (the default) the
// feature configuration answers no id and the Content-Security-Policy allows no third-party
// script; with it, the id is answered to everyone and the policy allows the tag manager's script
// and its analytics hits — still no inline script.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_CONFIG, FEATURES_PATH } from '@escola/contracts/get-features';
import { TAG_MANAGER_ORIGIN } from '@escola/contracts/tag-manager';
import { signedInAs } from '../class-groups/class-groups-test-helpers';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { requestAs } from '../../testing/request-as';

const TAG_MANAGER_ID = 'GTM-AB12CD3';

const policyOf = async (testApp: TestApp) => {
  const response = await testApp.app.inject({ method: 'GET', url: '/status/ping' });
  return Object.fromEntries(
    String(response.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
};

describe('tag manager of the analytics data layer', () => {
  let withoutId: TestApp;
  let withId: TestApp;

  beforeAll(async () => {
    [withoutId, withId] = await Promise.all([
      buildTestApp({ embeddedDatabase: true }),
      buildTestApp({ environment: { TAG_MANAGER_ID } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([withoutId.close(), withId.close()]);
  });

  it('answers no id and allows no third-party script or host when unset', async () => {
    const response = await withoutId.app.inject({ method: 'GET', url: FEATURES_PATH });
    expect(response.json().tagManagerId).toBeNull();
    const policy = await policyOf(withoutId);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
  });

  it('answers the id to a visitor and allows only the tag manager’s hosts when set', async () => {
    const response = await withId.app.inject({ method: 'GET', url: FEATURES_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.json().tagManagerId).toBe(TAG_MANAGER_ID);
    const policy = await policyOf(withId);
    expect(policy['script-src']).toEqual(["'self'", TAG_MANAGER_ORIGIN]);
    expect(policy['script-src-attr']).toEqual(["'none'"]);
    expect(policy['connect-src']).toEqual([
      "'self'",
      TAG_MANAGER_ORIGIN,
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ]);
    expect(policy['frame-src']).not.toContain(TAG_MANAGER_ORIGIN);
  });

  it('answers the id after super saves the configuration too', async () => {
    const superUser = await signedInAs({ testApp: withId, type: 'super' });
    const response = await requestAs({
      app: withId.app,
      caller: superUser,
      method: 'PUT',
      url: FEATURES_PATH,
      payload: { ...DEFAULT_FEATURE_CONFIG, emailBatchSize: 20 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().features.tagManagerId).toBe(TAG_MANAGER_ID);
  });
});
