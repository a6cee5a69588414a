import { users } from '@escola/db/schema/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/build-test-app';
import { createTestUser } from '../../testing/create-test-user';
import { visitorOf, type Caller } from '../../testing/request-as';
import { callAs, signedInCaller, startTestAppAs, uniqueTag } from './admin-users-test-helpers';

describe('GET /user/get-emails', () => {
  let testApp: TestApp;
  let support: Caller;

  beforeAll(async () => {
    ({ testApp, caller: support } = await startTestAppAs({ overrides: { type: 'support' } }));
  });
  afterAll(async () => testApp.close());

  const emailsFor = async (search: string, caller: Caller = support) => {
    const response = await callAs({
      testApp,
      caller,
      url: `/user/get-emails?search=${encodeURIComponent(search)}`,
    });
    return { response, emails: (response.json() as { emails: unknown[] }).emails };
  };

  it('answers name and e-mail of the users whose name or e-mail contains the term, by name', async () => {
    const token = uniqueTag('mail');
    const byName = await createTestUser({
      db: testApp.db,
      overrides: { name: `Zara ${token.toUpperCase()}` },
    });
    const byEmail = await createTestUser({
      db: testApp.db,
      overrides: { name: 'Yuri Lima', email: `${token}@teste.escola.dev` },
    });

    const { response, emails } = await emailsFor(token);

    expect(response.statusCode).toBe(200);
    expect(emails).toEqual([
      { name: 'Yuri Lima', email: byEmail.email },
      { name: `Zara ${token.toUpperCase()}`, email: byName.email },
    ]);
  });

  it('answers only the user of a whole e-mail address', async () => {
    const tag = uniqueTag('inteiro');
    const exact = await createTestUser({
      db: testApp.db,
      overrides: { name: 'Ana', email: `ana-${tag}@teste.escola.dev` },
    });
    await createTestUser({
      db: testApp.db,
      overrides: { name: 'Joana', email: `joana-${tag}@teste.escola.dev` },
    });

    expect((await emailsFor(`ana-${tag}@teste.escola.dev`)).emails).toEqual([
      { name: 'Ana', email: exact.email },
    ]);
  });

  it('answers at most 20 users', async () => {
    const token = uniqueTag('muitos');
    await testApp.db.insert(users).values(
      Array.from({ length: 21 }, (_, index) => ({
        name: `${token} ${index}`,
        username: `${token}-${index}`,
        email: `${token}-${index}@teste.escola.dev`,
      })),
    );

    expect((await emailsFor(token)).emails).toHaveLength(20);
  });

  it.each([[''], ['ab'], ['  ab  ']])(
    'answers an empty list for the short term "%s"',
    async (term) => {
      await createTestUser({ db: testApp.db, overrides: { name: 'ab ab' } });

      const { response, emails } = await emailsFor(term);

      expect(response.statusCode).toBe(200);
      expect(emails).toEqual([]);
    },
  );

  it('answers a term over 100 characters with a 400 flash', async () => {
    const { response } = await emailsFor('a'.repeat(101));

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Campo inválido: /);
  });

  it('refuses a visitor (401) and a learner (403)', async () => {
    const visitor = await emailsFor('aluna', await visitorOf(testApp.app));
    const { caller: learner } = await signedInCaller({ testApp });

    expect(visitor.response.statusCode).toBe(401);
    expect((await emailsFor('aluna', learner)).response.statusCode).toBe(403);
  });
});
