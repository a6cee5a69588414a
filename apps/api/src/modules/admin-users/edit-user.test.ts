import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@escola/db/schema/audit-log';
import { userModules } from '@escola/db/schema/user-modules';
import { users } from '@escola/db/schema/users';
import { MESSAGES } from '../../messages';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import {
  createTestUser,
  readTestUser,
  type TestUserOverrides,
} from '../../testing/create-test-user';
import { visitorOf, type Caller } from '../../testing/request-as';
import {
  callAs,
  createClassGroup,
  signedInCaller,
  startTestAppAs,
} from './admin-users-test-helpers';

const UNKNOWN_ID = '6f1c1a3e-1c1d-4f7a-9a55-0d3f5a2b9c10';

describe('PUT and POST /user-management/edit-user', () => {
  let testApp: TestApp;
  let support: Caller;
  let admin: Caller;
  let superUser: Caller;
  let superId: string;

  beforeAll(async () => {
    ({ testApp, caller: support } = await startTestAppAs({ overrides: { type: 'support' } }));
    ({ caller: admin } = await signedInCaller({ testApp, overrides: { type: 'admin' } }));
    const signedSuper = await signedInCaller({ testApp, overrides: { type: 'super' } });
    superUser = signedSuper.caller;
    superId = signedSuper.user.id;
  });
  afterAll(async () => testApp.close());

  const edit = (caller: Caller | null, payload: unknown, method: 'PUT' | 'POST' = 'PUT') =>
    callAs({ testApp, caller, method, url: '/user-management/edit-user', payload });

  const learner = async (overrides: TestUserOverrides = {}) =>
    (await createTestUser({ db: testApp.db, overrides })).user;

  const rowOf = async (id: string) => readTestUser({ db: testApp.db, id });

  const auditEntriesOf = (id: string) =>
    testApp.db.select().from(auditLog).where(eq(auditLog.targetId, id)).orderBy(desc(auditLog.id));

  it('changes access and links a class group, answering the updated item and auditing the change', async () => {
    const turma = await createClassGroup({ db: testApp.db, name: 'Turma Norte' });
    const user = await learner({ access: 'limited', classGroupAcceptedInvite: true });
    const before = Date.now();

    const response = await edit(admin, {
      userId: user.id,
      access: 'complete',
      classGroupId: turma.id,
      source: user.source,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      access: 'complete',
      classGroup: { id: turma.id, name: 'Turma Norte' },
    });
    const row = await rowOf(user.id);
    expect(row.classGroupAcceptedInvite).toBe(false);
    expect(row.linkedToClassDate!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const [entry] = await auditEntriesOf(user.id);
    expect(entry).toMatchObject({
      action: 'user.edit',
      targetType: 'user',
      targetLabel: user.email,
    });
    // Only the changed fields: the source was sent unchanged.
    expect(entry!.before).toEqual({ access: 'limited', classGroup: null });
    expect(entry!.after).toEqual({
      access: 'complete',
      classGroup: { id: turma.id, name: 'Turma Norte' },
    });
  });

  it('blocks and unblocks through access, and answers POST like PUT', async () => {
    const user = await learner({ access: 'complete' });

    const blocked = await edit(support, { userId: user.id, access: 'blocked' }, 'POST');
    const unblocked = await edit(support, { userId: user.id, access: 'complete' }, 'PUT');

    expect(blocked.json()).toMatchObject({ access: 'blocked' });
    expect(unblocked.json()).toMatchObject({ access: 'complete' });
    expect((await auditEntriesOf(user.id)).map((entry) => entry.after)).toEqual([
      { access: 'complete' },
      { access: 'blocked' },
    ]);
  });

  it('replaces the modules, a date lasting to the end of that day in the school time zone', async () => {
    const user = await learner({ access: 'modular' });
    await testApp.db.insert(userModules).values({ userId: user.id, superBlock: 'react' });

    const response = await edit(admin, {
      userId: user.id,
      modules: [
        { superBlock: 'logica-de-programacao', expiresAt: '2026-12-31', status: 'active' },
        { superBlock: 'html-css-javascript', expiresAt: null, status: 'expired' },
      ],
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().modules).toEqual([
      { superBlock: 'html-css-javascript', status: 'expired', expiresAt: null },
      {
        superBlock: 'logica-de-programacao',
        status: 'active',
        expiresAt: '2027-01-01T02:59:59.999Z',
      },
    ]);
    const [entry] = await auditEntriesOf(user.id);
    expect(entry!.before).toEqual({
      modules: [{ superBlock: 'react', status: 'active', expiresAt: null }],
    });
    expect(Object.keys(entry!.after!)).toEqual(['modules']);
  });

  it('changes the class group keeping the invitation and its date, as a move does', async () => {
    const [norte, sul] = [
      await createClassGroup({ db: testApp.db, name: 'Turma Norte 2' }),
      await createClassGroup({ db: testApp.db, name: 'Turma Sul 2' }),
    ];
    const linkedAt = new Date('2026-02-01T12:00:00.000Z');
    const user = await learner({
      classGroupId: norte.id,
      classGroupAcceptedInvite: true,
      linkedToClassDate: linkedAt,
    });

    const response = await edit(admin, { userId: user.id, classGroupId: sul.id });

    expect(response.json()).toMatchObject({ classGroup: { id: sul.id, name: 'Turma Sul 2' } });
    expect(await rowOf(user.id)).toMatchObject({
      classGroupId: sul.id,
      classGroupAcceptedInvite: true,
      linkedToClassDate: linkedAt,
    });
  });

  it('removes the class group with null, and writes no entry for an edit that changes nothing', async () => {
    const turma = await createClassGroup({ db: testApp.db, name: 'Turma Sul' });
    const user = await learner({ classGroupId: turma.id, linkedToClassDate: new Date() });

    const removed = await edit(admin, { userId: user.id, classGroupId: null });
    const unchanged = await edit(admin, { userId: user.id, classGroupId: null, group: '' });

    expect(removed.json()).toMatchObject({ classGroup: null });
    expect((await rowOf(user.id)).linkedToClassDate).toBeNull();
    expect(unchanged.statusCode).toBe(200);
    expect(await auditEntriesOf(user.id)).toHaveLength(1);
  });

  it('lets super change a type, and refuses a type change by support or admin without writing anything', async () => {
    const user = await learner();

    const bySupport = await edit(support, { userId: user.id, type: 'support', access: 'blocked' });
    const byAdmin = await edit(admin, { userId: user.id, type: 'admin' });
    const sameTypeBySupport = await edit(support, { userId: user.id, type: 'student' });

    expect(bySupport.statusCode).toBe(403);
    expect(bySupport.json()).toEqual({ type: 'danger', message: MESSAGES.editUserTypeSuperOnly });
    expect(byAdmin.statusCode).toBe(403);
    expect(sameTypeBySupport.statusCode).toBe(200);
    expect(await rowOf(user.id)).toMatchObject({ type: 'student', access: 'limited' });
    expect(await auditEntriesOf(user.id)).toEqual([]);

    const bySuper = await edit(superUser, { userId: user.id, type: 'support' });
    expect(bySuper.json()).toMatchObject({ type: 'support' });
  });

  it('lets only super edit an admin or a super', async () => {
    const otherAdmin = await learner({ type: 'admin' });

    const byAdmin = await edit(admin, { userId: otherAdmin.id, source: 'x' });
    const bySupport = await edit(support, { userId: otherAdmin.id, access: 'blocked' });
    const bySuper = await edit(superUser, { userId: otherAdmin.id, source: 'equipe' });

    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe(MESSAGES.editUserStaffSuperOnly);
    expect(bySupport.statusCode).toBe(403);
    expect(bySuper.json()).toMatchObject({ source: 'equipe' });
  });

  it('refuses a change of one’s own type or access, even by super', async () => {
    const ownAccess = await edit(superUser, { userId: superId, access: 'blocked' });
    const ownType = await edit(superUser, { userId: superId, type: 'student' });
    const ownSource = await edit(superUser, { userId: superId, source: 'equipe' });

    expect(ownAccess.statusCode).toBe(403);
    expect(ownAccess.json().message).toBe(MESSAGES.editUserOwnTypeOrAccess);
    expect(ownType.statusCode).toBe(403);
    expect(ownSource.statusCode).toBe(200);
    expect(await rowOf(superId)).toMatchObject({ type: 'super', access: 'limited' });
  });

  it('answers an unknown user and an unknown class group with 404, changing nothing', async () => {
    const user = await learner({ access: 'complete' });

    const unknownUser = await edit(admin, { userId: UNKNOWN_ID, access: 'blocked' });
    const unknownGroup = await edit(admin, {
      userId: user.id,
      access: 'blocked',
      classGroupId: UNKNOWN_ID,
    });

    expect(unknownUser.statusCode).toBe(404);
    expect(unknownUser.json()).toEqual({ type: 'danger', message: MESSAGES.editUserNotFound });
    expect(unknownGroup.statusCode).toBe(404);
    expect(unknownGroup.json().message).toBe(MESSAGES.usersClassGroupNotFound);
    expect((await rowOf(user.id)).access).toBe('complete');
    expect(await auditEntriesOf(user.id)).toEqual([]);
  });

  it.each([
    ['no user id', {}],
    ['an unknown access', { access: 'vip' }],
    [
      'an unknown superblock',
      { modules: [{ superBlock: 'cobol', expiresAt: null, status: 'active' }] },
    ],
    [
      'a superblock twice',
      {
        modules: [
          { superBlock: 'react', expiresAt: null, status: 'active' },
          { superBlock: 'react', expiresAt: null, status: 'expired' },
        ],
      },
    ],
    [
      'a date that is not a date',
      { modules: [{ superBlock: 'react', expiresAt: '31/12/2026', status: 'active' }] },
    ],
    ['an unknown field', { points: 1000 }],
  ])('answers %s with a 400 Portuguese flash', async (label, fields) => {
    const user = await learner();
    const payload = label === 'no user id' ? fields : { userId: user.id, ...fields };

    const response = await edit(admin, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Campo inválido: /);
  });

  it('refuses a visitor (401) and a learner (403)', async () => {
    const user = await learner();
    const { caller: learnerCaller } = await signedInCaller({ testApp });

    const visitor = await edit(await visitorOf(testApp.app), {
      userId: user.id,
      access: 'blocked',
    });
    const byLearner = await edit(learnerCaller, { userId: user.id, access: 'blocked' });

    expect(visitor.statusCode).toBe(401);
    expect(byLearner.statusCode).toBe(403);
    expect(byLearner.json()).toEqual({ type: 'danger', message: MESSAGES.forbidden });
    expect((await rowOf(user.id)).access).toBe('limited');
  });
});

describe('PUT /user-management/edit-user when the audit entry cannot be written', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => testApp.close());

  it('fails without changing the user: the change and its entry land together or not at all', async () => {
    const { caller } = await signedInCaller({ testApp, overrides: { type: 'admin' } });
    const { user } = await createTestUser({ db: testApp.db, overrides: { access: 'complete' } });
    await testApp.db.execute(sql`alter table audit_log rename column action to acao`);

    const response = await callAs({
      testApp,
      caller,
      method: 'PUT',
      url: '/user-management/edit-user',
      payload: { userId: user.id, access: 'blocked' },
    });

    expect(response.statusCode).toBe(500);
    const [row] = await testApp.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.access).toBe('complete');
  });
});
