import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_LIST_PREVIEW_ITEMS } from '@escola/contracts/get-admin-audit-log';
import { auditLog, type NewAuditLogEntry } from '@escola/db/schema/audit-log';
import { users } from '@escola/db/schema/users';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { recordAuditEntry } from '../audit-log/record-audit-entry';
import { cookieOf, getAs, uniqueToken } from './test-helpers';

describe('GET /admin/audit-log', () => {
  let testApp: TestApp;
  let cookie: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    cookie = await cookieOf({ testApp, type: 'super' });
  });
  afterAll(async () => testApp.close());

  /** Entries whose actor e-mail carries the token, so the actor filter isolates each test. */
  const insertEntries = async (token: string, entries: Partial<NewAuditLogEntry>[]) => {
    await testApp.db.insert(auditLog).values(
      entries.map((entry) => ({
        actorEmail: `admin-${token}@teste.escola.dev`,
        actorName: 'Admin de Teste',
        action: 'user.edit',
        targetType: 'user',
        targetLabel: 'aluna@teste.escola.dev',
        ...entry,
      })),
    );
  };

  const list = async (query: string) => {
    const response = await getAs({ testApp, url: `/admin/audit-log?${query}`, cookie });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const labelsOf = (answer: { list: { target: { label: string } }[] }) =>
    answer.list.map(({ target }) => target.label);

  it('shows who did what to whom, when, and the changed fields before → after, newest first', async () => {
    const token = uniqueToken();
    const actorEmail = `super-${token}@teste.escola.dev`;
    const [actor] = await testApp.db
      .insert(users)
      .values({ username: `super-${token}`, email: actorEmail, name: 'Sara Super', type: 'super' })
      .returning();
    await testApp.db.transaction(async (transaction) => {
      await recordAuditEntry({
        db: transaction,
        actor: actor!,
        action: 'user.edit',
        target: { type: 'user', id: actor!.id, label: 'aluna@teste.escola.dev' },
        before: { access: 'limited' },
        after: { access: 'complete' },
      });
    });

    const answer = await list(`actorEmail=${token}`);

    expect(answer).toMatchObject({ listSize: 1, listSizeKind: 'exact', pageSize: 20 });
    expect(answer.list).toEqual([
      {
        id: expect.stringMatching(/^\d+$/),
        actor: { id: actor!.id, name: 'Sara Super', email: actorEmail },
        action: 'user.edit',
        target: { type: 'user', id: actor!.id, label: 'aluna@teste.escola.dev' },
        before: { access: 'limited' },
        after: { access: 'complete' },
        createdAt: expect.any(String),
      },
    ]);
  });

  it('filters by the actor e-mail, the action, the target type and the date range', async () => {
    const token = uniqueToken();
    await insertEntries(token, [
      { targetLabel: 'um', createdAt: new Date('2025-02-01T12:00:00Z') },
      {
        targetLabel: 'dois',
        action: 'class-group.create',
        targetType: 'class-group',
        createdAt: new Date('2025-02-02T12:00:00Z'),
      },
      // 2025-02-03 23:59 in São Paulo.
      { targetLabel: 'três', createdAt: new Date('2025-02-04T02:59:00Z') },
      { targetLabel: 'quatro', createdAt: new Date('2025-02-04T03:00:00Z') },
    ]);
    const filtered = async (query: string) => labelsOf(await list(`actorEmail=${token}&${query}`));

    expect(await filtered('')).toEqual(['quatro', 'três', 'dois', 'um']);
    expect(await filtered('action=class-group.create')).toEqual(['dois']);
    expect(await filtered('targetType=user')).toEqual(['quatro', 'três', 'um']);
    expect(await filtered('startDate=2025-02-02&endDate=2025-02-03')).toEqual(['três', 'dois']);
    expect(labelsOf(await list(`actorEmail=ADMIN-${token.toUpperCase()}%40`))).toHaveLength(4);
    expect(await filtered('action=user.block')).toEqual([]);
  });

  it('sends a long list of an entry (the ids of a big move) as its first items and its length', async () => {
    const token = uniqueToken();
    const userIds = Array.from({ length: 25 }, (_, index) => `id-${index}`);
    const [actor] = await testApp.db
      .insert(users)
      .values({
        username: `admin-${token}`,
        email: `admin-${token}@teste.escola.dev`,
        name: 'Admin de Teste',
        type: 'admin',
      })
      .returning();
    await recordAuditEntry({
      db: testApp.db,
      actor: actor!,
      action: 'class-group.move-users',
      target: { type: 'class-group', id: null, label: 'Turma Noite' },
      before: { classGroupName: 'Turma Dia', tags: ['a', 'b'] },
      after: { classGroupName: 'Turma Noite', count: 25, userIds },
    });

    const [entry] = (await list(`actorEmail=${token}`)).list;

    expect(entry.before).toEqual({ classGroupName: 'Turma Dia', tags: ['a', 'b'] });
    expect(entry.after).toEqual({
      classGroupName: 'Turma Noite',
      count: 25,
      userIds: { preview: userIds.slice(0, AUDIT_LIST_PREVIEW_ITEMS), total: 25 },
    });
  });

  it('pages by keyset on (created_at, id), ties included', async () => {
    const token = uniqueToken();
    const instant = new Date('2025-02-10T12:00:00Z');
    await insertEntries(
      token,
      Array.from({ length: 5 }, (_, index) => ({ targetLabel: `e${index}`, createdAt: instant })),
    );

    const first = await list(`actorEmail=${token}&pageSize=2`);
    const second = await list(
      `actorEmail=${token}&pageSize=2&pageNumber=2&cursor=${first.nextCursor}`,
    );
    const third = await list(
      `actorEmail=${token}&pageSize=2&pageNumber=3&cursor=${second.nextCursor}`,
    );

    // Same instant: the later insert (higher id) comes first.
    expect([...labelsOf(first), ...labelsOf(second), ...labelsOf(third)]).toEqual([
      'e4',
      'e3',
      'e2',
      'e1',
      'e0',
    ]);
    expect(third.nextCursor).toBeNull();
  });

  it.each([
    ['an unknown sort field', 'sort=action', /^Campo inválido: sort\./],
    ['page 0', 'pageNumber=0', /^Campo inválido: pageNumber\./],
    ['a page size of 10,000', 'pageSize=10000', /^Campo inválido: pageSize\./],
    ['an invalid date', 'startDate=2025-13-01&endDate=2025-12-31', /^Campo inválido: startDate\./],
    ['one date alone', 'endDate=2025-12-31', /^Campo inválido: startDate\. Informe as duas datas/],
    ['an unknown target type', 'targetType=planeta', /^Campo inválido: targetType\./],
    ['an action with symbols', 'action=user%25', /^Campo inválido: action\./],
  ])('answers %s with a 400 Portuguese flash', async (_label, query, message) => {
    const response = await getAs({ testApp, url: `/admin/audit-log?${query}`, cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ type: 'danger', message: expect.stringMatching(message) });
  });
});
