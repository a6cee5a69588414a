import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classGroupMemberships } from '@escola/db/schema/class-group-memberships';
import { messageReads, messages } from '@escola/db/schema/messages';
import { isMessageForRecipient, MESSAGE_AUDIENCE_KINDS } from '@escola/domain/in-app-messages';
import { MESSAGES } from '../../messages';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { callAs, insertClassGroup } from '../class-groups/class-groups-test-helpers';
import { insertMessage, signedInLearner } from './messages-test-helpers';

const forUser = (userId: string) => `/api/messages/get-messages-for-user?userId=${userId}`;
const markRead = (messageId: string) => `/api/messages/mark-as-read?messageId=${messageId}`;

type UserMessage = { id: string; title: string; readAt: string | null };

describe('in-app messages: what a learner receives and reads', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
    // This file's app has its own database: every message in it is written here.
    await testApp.db.delete(messages);
  });
  afterAll(async () => testApp.close());

  it('answers the messages of each audience to exactly the learners it reaches (as the domain rule)', async () => {
    const classGroup = await insertClassGroup({ db: testApp.db });
    const otherGroup = await insertClassGroup({ db: testApp.db });
    const learners = {
      parana: await signedInLearner({
        testApp,
        overrides: { group: 'nacional-pr', access: 'nacional' },
      }),
      inGroup: await signedInLearner({
        testApp,
        overrides: { access: 'complete', classGroupId: classGroup.id },
      }),
      plain: await signedInLearner({ testApp, overrides: { access: 'limited' } }),
    };
    const facts = {
      parana: { group: 'nacional-pr', access: 'nacional', classGroupId: null },
      inGroup: { group: '', access: 'complete', classGroupId: classGroup.id },
      plain: { group: '', access: 'limited', classGroupId: null },
    } as const;
    const audiences = [
      { kind: 'all', value: '' },
      { kind: 'group', value: 'nacional-pr' },
      { kind: 'group', value: 'nacional-ce' },
      { kind: 'access', value: 'complete' },
      { kind: 'access', value: 'limited' },
      { kind: 'class-group', value: classGroup.id },
      { kind: 'class-group', value: otherGroup.id },
    ] as const;
    expect(new Set(audiences.map(({ kind }) => kind))).toEqual(new Set(MESSAGE_AUDIENCE_KINDS));
    const written = [];
    for (const [index, audience] of audiences.entries()) {
      written.push({
        audience,
        row: await insertMessage({
          db: testApp.db,
          overrides: {
            title: `${audience.kind} ${audience.value}`,
            audienceKind: audience.kind,
            audienceValue: audience.value,
            createdAt: new Date(Date.UTC(2030, 0, 1 + index)),
          },
        }),
      });
    }

    for (const name of ['parana', 'inGroup', 'plain'] as const) {
      const learner = learners[name];
      const answer = await callAs({
        testApp,
        caller: learner,
        method: 'GET',
        url: forUser(learner.userId),
      });
      expect(answer.statusCode).toBe(200);
      const expected = written
        .filter(({ audience }) => isMessageForRecipient({ audience, recipient: facts[name] }))
        .map(({ row }) => row.id)
        .reverse();
      const body = answer.json();
      expect(body.messageList.map((message: UserMessage) => message.id)).toEqual(expected);
      expect(body.messageListSize).toBe(expected.length);
      expect(body.unreadCount).toBe(expected.length);
      expect(expected.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('follows the class group in class_group_memberships: a moved learner gets the new group', async () => {
    const first = await insertClassGroup({ db: testApp.db });
    const second = await insertClassGroup({ db: testApp.db });
    const learner = await signedInLearner({ testApp, overrides: { classGroupId: first.id } });
    const forSecond = await insertMessage({
      db: testApp.db,
      overrides: { audienceKind: 'class-group', audienceValue: second.id },
    });
    const idsNow = async () =>
      (await callAs({ testApp, caller: learner, method: 'GET', url: forUser(learner.userId) }))
        .json()
        .messageList.map((message: UserMessage) => message.id);
    expect(await idsNow()).not.toContain(forSecond.id);
    await testApp.db
      .update(classGroupMemberships)
      .set({ classGroupId: second.id })
      .where(eq(classGroupMemberships.userId, learner.userId));
    expect(await idsNow()).toContain(forSecond.id);
  });

  it('marks a message read once: the count falls, a second mark keeps the first time', async () => {
    const learner = await signedInLearner({ testApp, overrides: { group: 'nacional-rs' } });
    const message = await insertMessage({
      db: testApp.db,
      overrides: { audienceKind: 'group', audienceValue: 'nacional-rs', title: 'Para o RS' },
    });
    const list = async () =>
      (
        await callAs({ testApp, caller: learner, method: 'GET', url: forUser(learner.userId) })
      ).json();
    const before = await list();
    const unreadBefore = before.unreadCount;
    expect(
      before.messageList.find((entry: UserMessage) => entry.id === message.id)?.readAt,
    ).toBeNull();

    const first = await callAs({
      testApp,
      caller: learner,
      method: 'PUT',
      url: markRead(message.id),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: message.id, unreadCount: unreadBefore - 1 });
    const second = await callAs({
      testApp,
      caller: learner,
      method: 'PUT',
      url: markRead(message.id),
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());

    const after = await list();
    expect(after.unreadCount).toBe(unreadBefore - 1);
    expect(after.messageList.find((entry: UserMessage) => entry.id === message.id)?.readAt).toBe(
      first.json().readAt,
    );
    const reads = await testApp.db
      .select()
      .from(messageReads)
      .where(and(eq(messageReads.messageId, message.id), eq(messageReads.userId, learner.userId)));
    expect(reads).toHaveLength(1);
  });

  it('keeps read state per learner: one reading does not mark it for another', async () => {
    const message = await insertMessage({ db: testApp.db, overrides: { title: 'Para todos' } });
    const reader = await signedInLearner({ testApp });
    const other = await signedInLearner({ testApp });
    await callAs({ testApp, caller: reader, method: 'PUT', url: markRead(message.id) });
    const answer = await callAs({
      testApp,
      caller: other,
      method: 'GET',
      url: forUser(other.userId),
    });
    expect(
      answer.json().messageList.find((entry: UserMessage) => entry.id === message.id)?.readAt,
    ).toBeNull();
  });

  it('answers 404 when marking a message that is not addressed to the learner or does not exist', async () => {
    const learner = await signedInLearner({ testApp, overrides: { group: 'nacional-am' } });
    const elsewhere = await insertMessage({
      db: testApp.db,
      overrides: { audienceKind: 'group', audienceValue: 'nacional-ba' },
    });
    for (const id of [elsewhere.id, randomUUID()]) {
      const answer = await callAs({ testApp, caller: learner, method: 'PUT', url: markRead(id) });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(MESSAGES.messageNotFound);
    }
    expect(
      await testApp.db.select().from(messageReads).where(eq(messageReads.userId, learner.userId)),
    ).toEqual([]);
  });

  it("refuses another user's id with 403, a malformed id with 400 and a visitor with 401", async () => {
    const learner = await signedInLearner({ testApp });
    const other = await signedInLearner({ testApp });
    const mismatch = await callAs({
      testApp,
      caller: learner,
      method: 'GET',
      url: forUser(other.userId),
    });
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json().message).toBe(MESSAGES.messagesOfAnotherUser);
    const own = await callAs({
      testApp,
      caller: learner,
      method: 'GET',
      url: forUser(learner.userId.toUpperCase()),
    });
    expect(own.statusCode).toBe(200);
    expect(
      (await callAs({ testApp, caller: learner, method: 'GET', url: forUser('123') })).statusCode,
    ).toBe(400);
    expect(
      (await callAs({ testApp, caller: null, method: 'GET', url: forUser(learner.userId) }))
        .statusCode,
    ).toBe(401);
    const message = await insertMessage({ db: testApp.db });
    expect(
      (await callAs({ testApp, caller: null, method: 'PUT', url: markRead(message.id) }))
        .statusCode,
    ).toBe(401);
  });
});
