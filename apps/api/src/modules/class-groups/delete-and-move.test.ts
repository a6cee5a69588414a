import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classGroups } from '@escola/db/schema/class-groups';
import { classGroupMemberships } from '@escola/db/schema/class-group-memberships';
import { users } from '@escola/db/schema/users';
import { membershipOfUser } from '@escola/db/user-columns';
import { MOVE_USERS_TARGET_REQUIRED_MESSAGE } from '@escola/domain/messages';
import { MESSAGES } from '../../messages';
import type { TestApp } from '../../testing/build-test-app';
import type { Caller } from '../../testing/request-as';
import {
  callAs,
  insertClassGroup,
  insertLearners,
  latestAuditEntry,
  startTestAppAs,
} from './class-groups-test-helpers';

const MOVE_PATH = '/class-groups/move-users-class-group';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('class groups: delete and move users', () => {
  let testApp: TestApp;
  let admin: Caller & { userId: string };

  beforeAll(async () => ({ testApp, caller: admin } = await startTestAppAs({ type: 'admin' })));
  afterAll(async () => testApp.close());

  const learnerRows = (ids: string[]) =>
    testApp.db
      .select({
        id: users.id,
        classGroupId: classGroupMemberships.classGroupId,
        hasClassGroup: users.hasClassGroup,
        classGroupAcceptedInvite: users.classGroupAcceptedInvite,
        linkedToClassDate: users.linkedToClassDate,
      })
      .from(users)
      .leftJoin(classGroupMemberships, membershipOfUser)
      .where(inArray(users.id, ids));

  describe('DELETE /class-groups/delete-class-group/{id}', () => {
    it('deletes the group and sends its learners back to the waiting list, saying how many', async () => {
      const group = await insertClassGroup({
        db: testApp.db,
        overrides: { name: 'Turma a excluir' },
      });
      const other = await insertClassGroup({ db: testApp.db });
      const learners = await insertLearners({ db: testApp.db, classGroupId: group.id, count: 2 });
      const [bystander] = await insertLearners({
        db: testApp.db,
        classGroupId: other.id,
        count: 1,
      });

      const response = await callAs({
        testApp,
        caller: admin,
        method: 'DELETE',
        url: `/class-groups/delete-class-group/${group.id}`,
      });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        type: 'success',
        message: MESSAGES.classGroupDeleted('Turma a excluir', 2),
        affectedLearners: 2,
      });
      const rows = await learnerRows(learners.map((learner) => learner.id));
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(row).toMatchObject({
          classGroupId: null,
          hasClassGroup: false,
          classGroupAcceptedInvite: false,
          linkedToClassDate: null,
        });
      }
      const [kept] = await learnerRows([bystander!.id]);
      expect(kept).toMatchObject({
        classGroupId: other.id,
        hasClassGroup: true,
        classGroupAcceptedInvite: true,
      });
      const remaining = await testApp.db
        .select()
        .from(classGroups)
        .where(eq(classGroups.id, group.id));
      expect(remaining).toEqual([]);
      const entry = await latestAuditEntry({ db: testApp.db, action: 'class-group.delete' });
      expect(entry).toMatchObject({
        targetId: group.id,
        targetLabel: 'Turma a excluir',
        after: { affectedLearners: 2 },
      });
    });

    it('deletes an empty group and answers 404 for an unknown one and 400 for a malformed id', async () => {
      const group = await insertClassGroup({ db: testApp.db, overrides: { name: 'Turma vazia' } });
      const deleted = await callAs({
        testApp,
        caller: admin,
        method: 'DELETE',
        url: `/class-groups/delete-class-group/${group.id}`,
      });
      expect(deleted.json()).toEqual({
        type: 'success',
        message: MESSAGES.classGroupDeleted('Turma vazia', 0),
        affectedLearners: 0,
      });
      const again = await callAs({
        testApp,
        caller: admin,
        method: 'DELETE',
        url: `/class-groups/delete-class-group/${group.id}`,
      });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ type: 'danger', message: MESSAGES.classGroupNotFound });
      const malformed = await callAs({
        testApp,
        caller: admin,
        method: 'DELETE',
        url: '/class-groups/delete-class-group/nao-e-um-id',
      });
      expect(malformed.statusCode).toBe(400);
    });
  });

  describe('PUT /class-groups/move-users-class-group', () => {
    const move = (payload: unknown, caller: Caller = admin) =>
      callAs({ testApp, caller, method: 'PUT', url: MOVE_PATH, payload });

    it('moves the chosen learners in one go, keeping their invitation and link date; one audit entry', async () => {
      const source = await insertClassGroup({ db: testApp.db });
      const target = await insertClassGroup({
        db: testApp.db,
        overrides: { name: 'Turma destino' },
      });
      const learners = await insertLearners({ db: testApp.db, classGroupId: source.id, count: 3 });
      const chosen = learners.slice(0, 2).map((learner) => learner.id);

      const response = await move({
        sourceClassGroupId: source.id,
        targetClassGroupId: target.id,
        userIds: [...chosen, chosen[0]],
      });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        type: 'success',
        message: MESSAGES.usersMoved(2, 'Turma destino'),
        movedUsers: 2,
      });
      const moved = await learnerRows(chosen);
      for (const row of moved) {
        expect(row).toEqual({
          id: row.id,
          classGroupId: target.id,
          hasClassGroup: true,
          classGroupAcceptedInvite: true,
          linkedToClassDate: new Date('2025-01-10T12:00:00Z'),
        });
      }
      const counts = await testApp.db
        .select({ id: classGroups.id, learners: classGroups.learnerCount })
        .from(classGroups)
        .where(inArray(classGroups.id, [source.id, target.id]));
      expect(Object.fromEntries(counts.map((row) => [row.id, row.learners]))).toEqual({
        [source.id]: 1,
        [target.id]: 2,
      });
      const [stayed] = await learnerRows([learners[2]!.id]);
      expect(stayed).toMatchObject({ classGroupId: source.id, classGroupAcceptedInvite: true });
      const entry = await latestAuditEntry({ db: testApp.db, action: 'class-group.move-users' });
      expect(entry).toMatchObject({
        actorId: admin.userId,
        targetId: target.id,
        before: { classGroupId: source.id },
        after: { classGroupId: target.id, count: 2 },
      });
      expect([...(entry?.after?.userIds as string[])].sort()).toEqual([...chosen].sort());
    });

    it('refuses an empty list with the spec message, word for word', async () => {
      const source = await insertClassGroup({ db: testApp.db });
      const target = await insertClassGroup({ db: testApp.db });
      const response = await move({
        sourceClassGroupId: source.id,
        targetClassGroupId: target.id,
        userIds: [],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        type: 'danger',
        message: 'É preciso adicionar usuários ao painel de destino!',
      });
      expect(response.json().message).toBe(MOVE_USERS_TARGET_REQUIRED_MESSAGE);
    });

    it('refuses moving to the same group (400) and an unknown group (404)', async () => {
      const source = await insertClassGroup({ db: testApp.db });
      const [learner] = await insertLearners({ db: testApp.db, classGroupId: source.id, count: 1 });
      const same = await move({
        sourceClassGroupId: source.id,
        targetClassGroupId: source.id,
        userIds: [learner!.id],
      });
      expect(same.statusCode).toBe(400);
      expect(same.json()).toEqual({ type: 'danger', message: MESSAGES.moveUsersSameClassGroup });
      const unknown = await move({
        sourceClassGroupId: source.id,
        targetClassGroupId: UNKNOWN_ID,
        userIds: [learner!.id],
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ type: 'danger', message: MESSAGES.classGroupNotFound });
      const [unchanged] = await learnerRows([learner!.id]);
      expect(unchanged?.classGroupId).toBe(source.id);
    });

    it('moves nobody when some of the users are not in the source group, naming how many', async () => {
      const source = await insertClassGroup({ db: testApp.db });
      const target = await insertClassGroup({ db: testApp.db });
      const elsewhere = await insertClassGroup({ db: testApp.db });
      const [inSource] = await insertLearners({
        db: testApp.db,
        classGroupId: source.id,
        count: 1,
      });
      const [inOther] = await insertLearners({
        db: testApp.db,
        classGroupId: elsewhere.id,
        count: 1,
      });

      const response = await move({
        sourceClassGroupId: source.id,
        targetClassGroupId: target.id,
        userIds: [inSource!.id, inOther!.id, UNKNOWN_ID],
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        type: 'danger',
        message: MESSAGES.moveUsersNotInSource(2),
      });
      const rows = await learnerRows([inSource!.id, inOther!.id]);
      expect(rows.find((row) => row.id === inSource!.id)?.classGroupId).toBe(source.id);
      expect(rows.find((row) => row.id === inOther!.id)?.classGroupId).toBe(elsewhere.id);
    });

    it.each([
      ['malformed ids', { userIds: ['nao-e-um-id'] }],
      ['more than 10,000 users', { userIds: Array.from({ length: 10_001 }, () => UNKNOWN_ID) }],
      ['no target', { targetClassGroupId: undefined }],
    ])('answers %s with a 400 Portuguese flash', async (_label, overrides) => {
      const response = await move({
        sourceClassGroupId: UNKNOWN_ID,
        targetClassGroupId: '11111111-1111-4111-8111-111111111111',
        userIds: [UNKNOWN_ID],
        ...overrides,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Campo inválido: /);
    });
  });
});
