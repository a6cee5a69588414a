import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserType } from '@escola/domain/users';
import { MESSAGES } from '../../messages';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { cookieOf, getAs } from './test-helpers';

const ALL_STAFF_LISTS = ['/quiz-user/answered-quiz', '/users-requested-delete', '/users-deleted'];
const AUDIT_LOG = '/admin/audit-log';

describe('who may read the admin record lists', () => {
  let testApp: TestApp;
  const cookies = {} as Record<UserType, string>;

  beforeAll(async () => {
    testApp = await buildTestApp();
    for (const type of ['student', 'support', 'admin', 'super'] as const) {
      cookies[type] = await cookieOf({ testApp, type });
    }
  });
  afterAll(async () => testApp.close());

  it.each([...ALL_STAFF_LISTS, AUDIT_LOG])(
    '%s: a visitor gets 401 and a learner 403, even with bad input',
    async (path) => {
      const visitor = await getAs({ testApp, url: `${path}?pageNumber=0` });
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toEqual({ type: 'danger', message: MESSAGES.signInRequired });
      const learner = await getAs({
        testApp,
        url: `${path}?pageNumber=0`,
        cookie: cookies.student,
      });
      expect(learner.statusCode).toBe(403);
      expect(learner.json()).toEqual({ type: 'danger', message: MESSAGES.forbidden });
    },
  );

  it.each(ALL_STAFF_LISTS)('%s: support, admin and super read it', async (path) => {
    for (const type of ['support', 'admin', 'super'] as const) {
      const response = await getAs({ testApp, url: path, cookie: cookies[type] });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('the audit log is for super only: support and admin get 403', async () => {
    for (const type of ['support', 'admin'] as const) {
      const response = await getAs({ testApp, url: AUDIT_LOG, cookie: cookies[type] });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ type: 'danger', message: MESSAGES.forbidden });
    }
    const superUser = await getAs({ testApp, url: AUDIT_LOG, cookie: cookies.super });
    expect(superUser.statusCode).toBe(200);
  });
});
