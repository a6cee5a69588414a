import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDeletions } from '@escola/db/schema/account-deletions';
import { ACCOUNT_DELETION_GRACE_DAYS } from '@escola/domain/account-deletion';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createTestUser } from '../../testing/create-test-user';
import { cpfFrom } from '../quiz-user/test-helpers';
import { cookieOf, getAs, uniqueToken } from './test-helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the account-deletion lists', () => {
  let testApp: TestApp;
  let cookie: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    cookie = await cookieOf({ testApp, type: 'admin' });
  });
  afterAll(async () => testApp.close());

  const list = async (url: string) => {
    const response = await getAs({ testApp, url, cookie });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const namesOf = (answer: { list: { name: string }[] }) => answer.list.map(({ name }) => name);

  describe('GET /users-requested-delete', () => {
    it('lists the pending requests, latest first, with the days left before the deletion', async () => {
      const token = uniqueToken();
      const now = Date.now();
      const recent = await createTestUser({
        db: testApp.db,
        overrides: { name: `Ana ${token}`, deleteRequestedAt: new Date(now - 2 * DAY_MS) },
      });
      await createTestUser({
        db: testApp.db,
        overrides: { name: `Bia ${token}`, deleteRequestedAt: new Date(now - 29.5 * DAY_MS) },
      });
      await createTestUser({ db: testApp.db, overrides: { name: `Caio ${token}` } });

      const answer = await list(`/users-requested-delete?search=${token}`);

      expect(namesOf(answer)).toEqual([`Ana ${token}`, `Bia ${token}`]);
      expect(answer).toMatchObject({ listSize: 2, listSizeKind: 'exact', pageSize: 5 });
      expect(answer.list[0]).toEqual({
        id: recent.user.id,
        name: `Ana ${token}`,
        email: recent.email,
        username: recent.user.username,
        requestedAt: new Date(now - 2 * DAY_MS).toISOString(),
        deletionDueAt: new Date(now + (ACCOUNT_DELETION_GRACE_DAYS - 2) * DAY_MS).toISOString(),
        daysToDelete: ACCOUNT_DELETION_GRACE_DAYS - 2,
      });
      expect(answer.list[1].daysToDelete).toBe(1);
    });

    it('finds by username, e-mail or an exact CPF, sorts by name and pages by keyset', async () => {
      const token = uniqueToken();
      const cpf = cpfFrom(420_000_017);
      const requested = { deleteRequestedAt: new Date() };
      const carla = await createTestUser({
        db: testApp.db,
        overrides: { ...requested, name: `Carla ${token}`, cpf },
      });
      await createTestUser({ db: testApp.db, overrides: { ...requested, name: `Alice ${token}` } });
      await createTestUser({ db: testApp.db, overrides: { ...requested, name: `Bruno ${token}` } });

      expect(namesOf(await list(`/users-requested-delete?search=${carla.user.username}`))).toEqual([
        `Carla ${token}`,
      ]);
      expect(namesOf(await list(`/users-requested-delete?search=${cpf}`))).toEqual([
        `Carla ${token}`,
      ]);
      const byName = `/users-requested-delete?search=${token}&sort=name&order=asc&pageSize=2`;
      const first = await list(byName);
      const second = await list(`${byName}&pageNumber=2&cursor=${first.nextCursor}`);
      expect(namesOf(first)).toEqual([`Alice ${token}`, `Bruno ${token}`]);
      expect(namesOf(second)).toEqual([`Carla ${token}`]);
      expect(second.nextCursor).toBeNull();
    });

    it.each([
      ['an unknown sort field', 'sort=email'],
      ['page 0', 'pageNumber=0'],
      ['a page size of 10,000', 'pageSize=10000'],
      ['a date range it does not have', 'startDate=2025-01-01&endDate=2025-01-02'],
    ])('answers %s with a 400 Portuguese flash', async (_label, query) => {
      const response = await getAs({ testApp, url: `/users-requested-delete?${query}`, cookie });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Campo inválido/);
    });
  });

  describe('GET /users-deleted', () => {
    it('lists the deletion records, latest first, and finds by name or e-mail', async () => {
      const token = uniqueToken();
      await testApp.db.insert(accountDeletions).values([
        {
          formerUserId: crypto.randomUUID(),
          name: `Davi ${token}`,
          email: `davi-${token}@teste.escola.dev`,
          username: `davi-${token}`,
          reason: 'requested',
          requestedAt: new Date('2025-04-01T10:00:00Z'),
          deletedAt: new Date('2025-05-01T10:00:00Z'),
        },
        {
          formerUserId: crypto.randomUUID(),
          name: `Elisa ${token}`,
          email: `elisa-${token}@teste.escola.dev`,
          username: `elisa-${token}`,
          reason: 'staff',
          deletedAt: new Date('2025-06-01T10:00:00Z'),
        },
      ]);

      const answer = await list(`/users-deleted?search=${token}`);
      expect(answer.list).toEqual([
        {
          id: expect.any(String),
          name: `Elisa ${token}`,
          email: `elisa-${token}@teste.escola.dev`,
          username: `elisa-${token}`,
          reason: 'staff',
          requestedAt: null,
          deletedAt: '2025-06-01T10:00:00.000Z',
        },
        {
          id: expect.any(String),
          name: `Davi ${token}`,
          email: `davi-${token}@teste.escola.dev`,
          username: `davi-${token}`,
          reason: 'requested',
          requestedAt: '2025-04-01T10:00:00.000Z',
          deletedAt: '2025-05-01T10:00:00.000Z',
        },
      ]);
      expect(namesOf(await list(`/users-deleted?search=DAVI-${token.toUpperCase()}%40`))).toEqual([
        `Davi ${token}`,
      ]);
      expect(
        namesOf(await list(`/users-deleted?search=${token}&sort=name&order=asc&pageSize=1`)),
      ).toEqual([`Davi ${token}`]);
    });

    it.each([
      ['an unknown sort field', 'sort=reason'],
      ['page 0', 'pageNumber=0'],
      ['a page size of 10,000', 'pageSize=10000'],
      ['an oversized search', `search=${'a'.repeat(101)}`],
    ])('answers %s with a 400 Portuguese flash', async (_label, query) => {
      const response = await getAs({ testApp, url: `/users-deleted?${query}`, cookie });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Campo inválido/);
    });
  });
});
